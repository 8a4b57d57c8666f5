import { businessSchema, type BusinessContent } from "../contract/business"
import path from "node:path"
import { CONTENT_FILES } from "../contract/content-files"
import { readContentJson } from "../contract/load-content"
import { ROOT } from "../site-root"

/**
 * The business's name, short name and service area for gatsby-config.ts (the web app manifest).
 * When business.json has a mistake the build stops in onPreBootstrap with the owner's message
 * before anything is written, so the stand-in names below never reach the site.
 */
export function siteIdentity(): Pick<BusinessContent, "name" | "shortName" | "serviceArea"> {
  const json = readContentJson(path.join(ROOT, CONTENT_FILES.business.file))
  const business = json?.ok ? businessSchema().safeParse(json.value) : undefined
  if (business?.success) return business.data
  const unread = "(content/business.json has a mistake)"
  return { name: unread, shortName: unread, serviceArea: unread }
}
