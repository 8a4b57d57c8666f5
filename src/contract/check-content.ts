import path from "node:path"
import type { z } from "zod"
import { photoKey } from "./gallery-files"
import { parsing, readJsonText, type JsonReader, type JsonText } from "./json-text"
import { checkProjects, type FolderEntry } from "./check-projects"
import { CONTENT_FILES, FILE_KEYS, type FileKey, type FolderKey } from "./content-files"
import { ownerMessages, type Findings } from "./owner-messages"
import type { ContentContext } from "./photo-names"
import { slugsOf } from "./services"

type ContentOf<Key extends FileKey | FolderKey> = z.output<ReturnType<(typeof CONTENT_FILES)[Key]["schema"]>>

/**
 * The content of every single file, as its schema gives it once it is right, and of every folder
 * collection its entries, in folder order (projects: every folder of content/gallery/ with a
 * project.json that the site publishes).
 */
export type SiteContent = { [Key in FileKey]: ContentOf<Key> } & { [Key in FolderKey]: FolderEntry<ContentOf<Key>>[] }

type Parsed = { ok: true; value: unknown } | { ok: false; findings: Findings }

/** A file's JSON as read; gallery.json may be absent (every photo then gets default details). */
function parseFile(key: FileKey, json: JsonText | undefined): Parsed {
  const { file } = CONTENT_FILES[key]
  if (json === undefined) {
    return key === "gallery" ? { ok: true, value: [] } : unreadable(`${file}: is missing. Restore it from the repository.`)
  }
  return json.ok ? json : unreadable(`${file}: ${json.problem}`)
}

const unreadable = (problem: string): Parsed => ({ ok: false, findings: { problems: [problem], warnings: [] } })

const findingsIn = (key: FileKey, value: unknown, context: ContentContext) => {
  const { file, schema, label } = CONTENT_FILES[key]
  return ownerMessages({ file, schema: schema(context), value, labelField: label })
}

/** What is found in one content file's text (undefined: the file does not exist), given the photos and service slugs. */
export function checkContentFile(key: FileKey, text: string | undefined, context: ContentContext): Findings {
  const parsed = parseFile(key, text === undefined ? undefined : readJsonText(text))
  return parsed.ok ? findingsIn(key, parsed.value, context) : parsed.findings
}

/**
 * Problems and warnings are one line each, naming the file, the entry and the field, and saying
 * what to do.
 */
export interface ContentCheck extends Findings {
  /**
   * The content as written of every file without problems, and the projects without problems: all
   * of it when nothing stops the build (warnings name photos that are gone). `gatsby develop`
   * goes on with what is right while the owner fixes the rest.
   */
  content: Partial<SiteContent>
}

/**
 * Checks every owner-edited content file against its schema, each file read once by `read` (the
 * site's own files through load-content.ts). `photoPaths` are the photos in content/gallery/, by
 * their paths under it ("deck.jpg", "kitchen-wellesley/island.jpg"), and `projectFiles` the
 * project.json files there, by the same kind of path.
 */
export function checkParsedContent(
  read: JsonReader,
  photoPaths: readonly string[],
  projectFiles: readonly string[] = [],
): ContentCheck {
  const photos = photoPaths.map((relative) => ({ relative, key: photoKey(path.posix.basename(relative)) }))
  const photoFiles = photos.map((photo) => photo.key)
  const parsed = Object.fromEntries(FILE_KEYS.map((key) => [key, parseFile(key, read(CONTENT_FILES[key].file))])) as Record<
    FileKey,
    Parsed
  >
  const services = parsed.services.ok ? parsed.services.value : undefined
  const context: ContentContext = { photoFiles, serviceSlugs: slugsOf(services) }
  const projects = checkProjects(read, photos, projectFiles, context.serviceSlugs)
  const fileFindings = FILE_KEYS.map((key) => {
    const file = parsed[key]
    return file.ok ? findingsIn(key, file.value, context) : file.findings
  })
  const findings = [...fileFindings, projects]
  const right = FILE_KEYS.flatMap((key, index) => {
    const file = parsed[key]
    return file.ok && fileFindings[index].problems.length === 0 ? [[key, file.value]] : []
  })
  return {
    problems: findings.flatMap((found) => found.problems),
    warnings: findings.flatMap((found) => found.warnings),
    content: { ...Object.fromEntries(right), projects: projects.projects } as Partial<SiteContent>,
  }
}

/** All of the content, when nothing in it stops the build; undefined otherwise. */
export const wholeContent = ({ problems, content }: ContentCheck): SiteContent | undefined =>
  problems.length === 0 ? (content as SiteContent) : undefined

/** checkParsedContent over files' texts (`readText` gives a file's text, or undefined when it does not exist). */
export const checkContent = (
  readText: (file: string) => string | undefined,
  photoPaths: readonly string[],
  projectFiles: readonly string[] = [],
): ContentCheck => checkParsedContent(parsing(readText), photoPaths, projectFiles)
