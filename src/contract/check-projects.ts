import path from "node:path"
import { GALLERY_FOLDER, photosOfFolder, type GalleryFile } from "./gallery-files"
import { readJsonText, type JsonReader } from "./json-text"
import { ownerMessages, type Findings } from "./owner-messages"
import { CONTENT_FILES } from "./content-files"
import type { ProjectContent } from "./project"
import { SLUG, slugFrom } from "./services"

/**
 * Checks every content/gallery/<folder>/project.json: where it is (directly in a folder of the
 * gallery, whose name becomes the page's address), that its folder holds photos (a folder whose
 * photos were all deleted is left out of the site, with a warning), and its fields against the
 * project contract, with the folder's photos and services.json's slugs.
 */

/** An entry of a folder collection: the folder it is in, and its content. */
export interface FolderEntry<Content> {
  /** The folder under the collection's (content/gallery/): a project's address is /projects/<folder>. */
  folder: string
  content: Content
}

type CheckedProject = FolderEntry<ProjectContent>

interface ProjectsCheck extends Findings {
  /** The projects the site publishes: those without problems whose folder holds photos. */
  projects: CheckedProject[]
}

/** What is wrong with where a project.json is, if anything. */
function placeProblem(relative: string): string | undefined {
  const where = `${GALLERY_FOLDER}/${relative}`
  const folder = path.posix.dirname(relative)
  if (folder === ".") {
    return `${where}: a project.json belongs in the project's own folder, with its photos, e.g. ${GALLERY_FOLDER}/kitchen-wellesley/project.json.`
  }
  if (folder.includes("/")) {
    return `${where}: a project's folder must be directly in ${GALLERY_FOLDER}/. Move the folder "${path.posix.basename(folder)}" up, next to gallery.json.`
  }
  if (!SLUG.test(folder)) {
    const slug = slugFrom(folder) || "kitchen-wellesley"
    return `${where}: the folder's name "${folder}" becomes the project's address (/projects/${folder}). Rename the folder with lower-case letters, digits and dashes only, e.g. "${slug}".`
  }
  return undefined
}

const noPhotos = (relative: string) => {
  const folder = `${GALLERY_FOLDER}/${path.posix.dirname(relative)}`
  return `${GALLERY_FOLDER}/${relative}: the folder holds no photos. Add the project's photos to ${folder}/, or remove project.json.`
}

/**
 * `read` gives a file's JSON (path relative to the site), `photos` are every gallery photo and
 * `projectFiles` the project.json files (paths under content/gallery/), `serviceSlugs` the slugs of
 * services.json (undefined when it cannot be read: that is reported on its own).
 */
export function checkProjects(
  read: JsonReader,
  photos: readonly Pick<GalleryFile, "key" | "relative">[],
  projectFiles: readonly string[],
  serviceSlugs: readonly string[] | undefined,
): ProjectsCheck {
  const problems: string[] = []
  const warnings: string[] = []
  const projects: CheckedProject[] = []
  const { schema, label } = CONTENT_FILES.projects
  for (const relative of projectFiles) {
    const file = `${GALLERY_FOLDER}/${relative}`
    const folder = path.posix.dirname(relative)
    const photoFiles = photosOfFolder(photos, folder).map((photo) => photo.key)
    const misplaced = placeProblem(relative)
    if (misplaced) {
      problems.push(misplaced)
      continue
    }
    if (photoFiles.length === 0) {
      warnings.push(noPhotos(relative))
      continue
    }
    const json = read(file) ?? readJsonText("")
    if (!json.ok) {
      problems.push(`${file}: ${json.problem}`)
      continue
    }
    const context = { photoFiles, photoFolder: `${GALLERY_FOLDER}/${folder}`, serviceSlugs }
    const found = ownerMessages({ file, schema: schema(context), value: json.value, labelField: label })
    problems.push(...found.problems)
    warnings.push(...found.warnings)
    // Its fields as written; a photo it names that is gone was reported and is left out by the site.
    if (found.problems.length === 0) projects.push({ folder, content: schema().parse(json.value) })
  }
  return { problems, warnings, projects }
}
