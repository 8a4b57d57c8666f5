import { CORE_SERVICE_COUNT, SERVICE_CATEGORIES, SERVICE_ICON_NAMES } from "./rules"
import { acrossEntries, entry, listOf, oneOf, paragraph, sentences, text, textLike, yesNo } from "./fields"
import { photoName, type ContentContext } from "./photo-names"

/** content/services.json: every service, with the text of its own page at /services/<slug>. */

/** A page address's last part: lower-case letters, digits and single dashes. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** "Kitchen Wellesley 2024" -> "kitchen-wellesley-2024": the slug closest to a name. */
export const slugFrom = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

const service = (context?: ContentContext) =>
  entry({
    name: text().meta({ title: "Name" }),
    slug: textLike(SLUG, 'Use lower-case letters, digits and dashes only, e.g. "deck-construction".').meta({
      title: "Page address",
      description: "The end of the service page's address, e.g. deck-construction for /services/deck-construction.",
    }),
    category: oneOf(SERVICE_CATEGORIES).meta({ title: "Category", description: `One of: ${SERVICE_CATEGORIES.join(", ")}.` }),
    description: paragraph().meta({ title: "Short description", description: "On the service's card and in search results." }),
    intro: paragraph().meta({ title: "Introduction", description: "The service page's introduction." }),
    includes: sentences().meta({ title: "What the work includes", description: "One sentence each." }),
    steps: sentences().meta({ title: "Steps of a job", description: "How a job runs, one sentence a step." }),
    icon: oneOf(SERVICE_ICON_NAMES).meta({ title: "Icon", description: `One of: ${SERVICE_ICON_NAMES.join(", ")}.` }),
    core: yesNo().meta({
      title: "Shown on the home page",
      description: `Exactly ${CORE_SERVICE_COUNT} services are shown on the home page.`,
    }),
    cover: photoName(context, "field")
      .meta({
        title: "Cover photo",
        description:
          "The gallery photo on the service's cards and behind its name on its page. Without one, the first of its photos in gallery order.",
      })
      .optional(),
  })

export const servicesSchema = (context?: ContentContext) =>
  acrossEntries(listOf(service(context), "services"), (services, report) => {
    const firstWithSlug = new Map<unknown, number>()
    services.forEach(({ slug }, index) => {
      if (typeof slug !== "string") return
      const first = firstWithSlug.get(slug)
      if (first === undefined) firstWithSlug.set(slug, index)
      else report([index, "slug"], `"${slug}" is already used by entry ${first + 1}. Each service needs its own slug.`)
    })
    const coreCount = services.filter(({ core }) => core === true).length
    if (coreCount !== CORE_SERVICE_COUNT) {
      report(
        [],
        `exactly ${CORE_SERVICE_COUNT} services must have "core": true (they are the home page cards), but ${coreCount} do.`,
      )
    }
  })

/** The slugs services.json gives, as written (also from a file with other mistakes); undefined when it is not a list. */
export const slugsOf = (services: unknown): string[] | undefined =>
  Array.isArray(services)
    ? services.flatMap((item: unknown) => {
        const slug = typeof item === "object" && item !== null ? (item as { slug?: unknown }).slug : undefined
        return typeof slug === "string" ? [slug] : []
      })
    : undefined
