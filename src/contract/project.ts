import type { z } from "zod"
import { entry, paragraph, text, textLike } from "./fields"
import { photoName, type ContentContext } from "./photo-names"
import { serviceSlugs } from "./service-slugs"

/**
 * content/gallery/<folder>/project.json: the story of one finished job, whose photos are the
 * folder's. It gives the folder a page at /projects/<folder>. Its photos keep their gallery.json
 * entries (alt text, caption, order); the context's photoFiles are the photos of this folder only.
 */

/** "2024-05": the year and month a job was finished. */
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** A photo of the project's folder, named by its file name. */
const projectPhoto = (context: ContentContext | undefined, title: string, description: string) =>
  photoName(context, "field").meta({ title, description }).optional()

const project = (context?: ContentContext) =>
  entry({
    title: text().meta({
      title: "Title",
      description:
        'What was done, e.g. "Kitchen remodel". The page\'s heading adds the town: "Kitchen remodel in Wellesley, MA".',
    }),
    town: text().meta({ title: "Town", description: 'The town the job was in, without the state, e.g. "Wellesley".' }),
    services: serviceSlugs(context)
      .refine((slugs) => slugs.length > 0, 'is empty. Name at least one service slug, e.g. ["kitchen-remodeling"].')
      .meta({ title: "Services", description: "The services this job was; their pages link to the project." }),
    summary: paragraph().meta({ title: "Summary", description: "Two to four sentences on what was done and why." }).optional(),
    completed: textLike(YEAR_MONTH, 'Write the year and month the job was finished, like "2024-05".')
      .meta({ title: "Finished", description: 'Year and month, like "2024-05". Newer projects are listed first.' })
      .optional(),
    cover: projectPhoto(
      context,
      "Cover photo",
      "The photo on the project's card and when its page is shared. Without one, its first photo in gallery order.",
    ),
    before: projectPhoto(context, "Before photo", "Shown against the after photo on a slider. Give both, or neither.").meta({
      graphql: 'GalleryPhoto @link(by: "fileName")',
    }),
    after: projectPhoto(context, "After photo", "The same view as the before photo, once the job was done.").meta({
      graphql: 'GalleryPhoto @link(by: "fileName")',
    }),
  })
    .superRefine(
      (value, issues) => {
        const fields = value as Record<string, unknown>
        const [before, after] = [fields.before, fields.after]
        if (before !== undefined && after === undefined) {
          issues.addIssue({
            code: "custom",
            path: ["after"],
            message: 'is missing: "before" needs its "after" photo, of the same view. Add it, or remove "before".',
          })
        } else if (after !== undefined && before === undefined) {
          issues.addIssue({
            code: "custom",
            path: ["before"],
            message: 'is missing: "after" needs its "before" photo, of the same view. Add it, or remove "after".',
          })
        } else if (typeof before === "string" && before === after) {
          issues.addIssue({
            code: "custom",
            path: ["after"],
            message: `is "${after}", the same photo as "before". Name the photo taken after the job.`,
          })
        }
      },
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .meta({ description: "A finished job: the photos of its folder under content/gallery/, with its title, town and services." })

export const projectSchema = project

export type ProjectContent = z.output<ReturnType<typeof project>>
