import { createHash } from "node:crypto"

/** Markers in static/_headers that the build replaces (see writeHeadersFile). */
const SCRIPT_HASHES_MARKER = "{{inline-script-hashes}}"
const CONTACT_ORIGIN_MARKER = "{{contact-endpoint-origin}}"

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_BLOCK = /\stype=["']?application\/(ld\+)?json/i

/**
 * CSP hashes ('sha256-...') of the scripts a page runs inline: Gatsby writes two per page
 * (window.pagePath and the chunk mapping). JSON-LD blocks are data, not scripts, and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return hashes
}

/**
 * The deployed _headers: the template from static/_headers with the inline scripts of every page
 * allowed by hash, and the contact form's endpoint (if any) allowed as a place to send to.
 */
export function fillHeadersTemplate(template: string, pages: readonly string[], contactEndpoint: string): string {
  if (!template.includes(SCRIPT_HASHES_MARKER) || !template.includes(CONTACT_ORIGIN_MARKER)) {
    throw new Error(`static/_headers must contain ${SCRIPT_HASHES_MARKER} and ${CONTACT_ORIGIN_MARKER}`)
  }
  const hashes = [...new Set(pages.flatMap(inlineScriptHashes))].sort()
  const origin = contactEndpoint ? ` ${new URL(contactEndpoint).origin}` : ""
  return template.split(SCRIPT_HASHES_MARKER).join(hashes.join(" ")).split(CONTACT_ORIGIN_MARKER).join(origin)
}
