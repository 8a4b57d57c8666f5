import type { BusinessContent } from "../contract/business"
import type { SiteContent } from "../contract/check-content"
import { contentSnapshot } from "./content-snapshot"

type SiteIdentity = Pick<BusinessContent, "name" | "shortName" | "serviceArea">

/**
 * The business's name, short name and service area for gatsby-config.ts (the web app manifest)
 * and the editor's page, from the loaded content. When business.json has a mistake the build stops
 * in onPreBootstrap with the owner's message before anything is written, so the stand-in names
 * below never reach the site.
 */
export function siteIdentity({ business }: Partial<SiteContent> = contentSnapshot().check.content): SiteIdentity {
  if (business) return business
  const unread = "(content/business.json has a mistake)"
  return { name: unread, shortName: unread, serviceArea: unread }
}
