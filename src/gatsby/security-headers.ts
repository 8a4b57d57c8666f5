import { createHash } from "node:crypto"

/** Markers in static/_headers that the build replaces (see fillHeadersTemplate). */
const SCRIPT_HASHES_MARKER = "{{inline-script-hashes}}"
const CONTACT_ORIGIN_MARKER = "{{contact-endpoint-origin}}"
const EVERY_PAGE_MARKER = "{{every-public-page}}"
const EDITOR_MARKER = "{{editor}}"
const EDITOR_SCRIPT_HASHES_MARKER = "{{editor-script-hashes}}"
/** Where the owner's editor is (see publish-editor.ts): /admin and everything under /admin/. */
const EDITOR_ADDRESSES = ["/admin", "/admin/*"]

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

/** A page the build wrote: its address ("/", "/about") and its HTML. */
interface BuiltPage {
  urlPath: string
  html: string
}

/** The addresses a page answers at: "/about" and "/about/" (the root and a file such as "/404.html" once). */
const addressesOf = (urlPath: string) =>
  urlPath.endsWith("/") || urlPath.endsWith(".html") ? [urlPath] : [urlPath, `${urlPath}/`]

/** The rule headed by `marker` (the marker line and its indented header lines), repeated for each address. */
function repeatRule(template: string, marker: string, addresses: readonly string[]): string {
  const lines = template.split("\n")
  const start = lines.findIndex((line) => line.trim() === marker)
  let end = start + 1
  while (end < lines.length && /^\s+\S/.test(lines[end])) end += 1
  const body = lines.slice(start + 1, end)
  const rules = addresses.flatMap((address) => [address, ...body])
  return [...lines.slice(0, start), ...rules, ...lines.slice(end)].join("\n")
}

/**
 * The deployed _headers: the template from static/_headers with the public pages' rule given to
 * the address of every built page, the editor's rule to /admin and all under it, the inline
 * scripts of every page allowed by hash (the public pages' in their policy, the editor page's, its
 * import map, in the editor's), and the origin the contact form sends to besides the site's (if any: its delivery's).
 */
export function fillHeadersTemplate(
  template: string,
  pages: readonly BuiltPage[],
  contactOrigin: string,
  editorHtml: string,
): string {
  const markers = [SCRIPT_HASHES_MARKER, CONTACT_ORIGIN_MARKER, EVERY_PAGE_MARKER, EDITOR_MARKER, EDITOR_SCRIPT_HASHES_MARKER]
  for (const marker of markers) {
    if (!template.includes(marker)) throw new Error(`static/_headers must contain ${marker}`)
  }
  const hashes = [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))].sort()
  const origin = contactOrigin ? ` ${contactOrigin}` : ""
  const addresses = [...new Set(pages.flatMap((page) => addressesOf(page.urlPath)))].sort()
  return repeatRule(repeatRule(template, EVERY_PAGE_MARKER, addresses), EDITOR_MARKER, EDITOR_ADDRESSES)
    .split(SCRIPT_HASHES_MARKER)
    .join(hashes.join(" "))
    .split(EDITOR_SCRIPT_HASHES_MARKER)
    .join(inlineScriptHashes(editorHtml).join(" "))
    .split(CONTACT_ORIGIN_MARKER)
    .join(origin)
}
