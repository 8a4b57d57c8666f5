import type { Actions, Node, NodePluginArgs } from "gatsby"
import path from "node:path"
import { CONTENT_FILES, contentKeyOf } from "../contract/content-files"
import { photoKey } from "../contract/gallery-files"
import { OWNER_ID_FIELD } from "../contract/graphql-types"
import { readContentJson } from "../contract/load-content"
import { photoFieldsOf } from "../contract/photo-names"

/**
 * Turns the owner's content files (those of the registry, contract/content-files.ts) into Gatsby
 * nodes of the registry's type: one node per entry of a list (services.json -> ServicesJson
 * nodes), one node for a file holding one object (business.json -> BusinessJson), one for each
 * entry of a folder collection (content/gallery/<folder>/project.json -> ProjectJson, with its
 * folder). Any other JSON file under content/ is no content of the site and makes no node.
 * It replaces gatsby-transformer-json, which stops on a byte-order mark that Windows editors add
 * and which gives no line for a syntax error; the build's content check (contract/check-content.ts) has
 * already described any such mistake by the time nodes are made. A field the file's schema marks as
 * a photo's name is stored as photoKey() reads it: NFC-normalised, so a name typed on a Mac matches
 * the same name listed from the folder, and a photo the editor at /admin wrote as
 * "/content/gallery/deck.webp" is "deck.webp". Every other field is stored as written.
 */

type Json = null | boolean | number | string | Json[] | { [field: string]: Json }
type JsonObject = { [field: string]: Json }

/** An entry with each of its photo fields as photoKey() reads the name. */
const withPhotoKeys = (entry: JsonObject, photoFields: readonly string[]): JsonObject =>
  Object.fromEntries(
    Object.entries(entry).map(([field, value]) => [
      field,
      photoFields.includes(field) && typeof value === "string" ? photoKey(value) : value,
    ]),
  )

const isObject = (value: Json): value is JsonObject => value !== null && typeof value === "object" && !Array.isArray(value)

interface ContentFileArgs extends Pick<NodePluginArgs, "createNodeId" | "createContentDigest"> {
  node: Node
  actions: Pick<Actions, "createNode" | "createParentChildLink">
}

export const isContentJsonFile = (node: Node) =>
  node.internal.type === "File" && node.sourceInstanceName === "content" && node.extension === "json"

/** Returns the problem with the file's text, if it cannot be read (then no nodes are made). */
export function createContentNodes({ node, actions, createNodeId, createContentDigest }: ContentFileArgs): string | undefined {
  // Read and parsed once for the whole build (load-content.ts): the content check has read it already.
  const parsed = readContentJson(String(node.absolutePath)) ?? { ok: false, problem: "is missing." }
  if (!parsed.ok) return parsed.problem
  const key = contentKeyOf(`content/${String(node.relativePath)}`)
  if (key === undefined) return undefined
  const registered = CONTENT_FILES[key]
  const value = parsed.value as Json
  const photoFields = photoFieldsOf(registered.schema())
  const type = registered.nodeType
  const entries = Array.isArray(value) ? value : [value]
  // An entry of a folder collection is known by its folder: content/gallery/<folder>/project.json.
  const folder = registered.kind === "folder" ? { folder: path.posix.basename(String(node.relativeDirectory)) } : {}
  entries.forEach((written, index) => {
    if (!isObject(written)) return
    const entry = withPhotoKeys(written, photoFields)
    const { id, ...fields } = entry
    const child = {
      ...fields,
      ...folder,
      // The owner's own "id" (testimonials) is kept as jsonId: Gatsby's id must be unique site-wide.
      ...(id === undefined ? {} : { [OWNER_ID_FIELD]: id }),
      id: createNodeId(`${String(node.relativePath)} [${index}]`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(entry) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  })
  return undefined
}
