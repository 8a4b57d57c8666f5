import { createHash } from "node:crypto"

/** Markers in static/_headers that the build replaces (see fillHeadersTemplate). */
const SCRIPT_HASHES_MARKER = "{{inline-script-hashes}}"
const STYLE_SOURCES_MARKER = "{{inline-style-sources}}"
const CONTACT_ORIGIN_MARKER = "{{contact-endpoint-origin}}"
const EVERY_PAGE_MARKER = "{{every-public-page}}"
const EDITOR_MARKER = "{{editor}}"
const EDITOR_SCRIPT_HASHES_MARKER = "{{editor-script-hashes}}"
/** Where the owner's editor is (see publish-editor.ts): /admin and everything under /admin/. */
const EDITOR_ADDRESSES = ["/admin", "/admin/*"]

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_BLOCK = /\stype=["']?application\/(ld\+)?json/i
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/gi

/** A text's CSP hash, 'sha256-...'. */
const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** An attribute's value as the browser reads it (React writes these entities in attributes). */
const attributeValue = (written: string) =>
  written
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")

/**
 * CSP hashes ('sha256-...') of the scripts a page runs inline: Gatsby writes three per page
 * (window.pagePath, the chunk mapping and the build's hash). JSON-LD blocks are data, not scripts, and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes)) continue
    hashes.push(hashOf(body))
  }
  return hashes
}

/**
 * CSP sources of a page's inline styles: its <style> elements (Gatsby's one, the site's CSS) by
 * hash and, under 'unsafe-hashes', its style attributes by hash (Gatsby's two fixed ones: the
 * photos' placeholder colours are classes, placeholder-colour.ts), each once.
 */
export function inlineStyleSources(html: string): string[] {
  const elements = new Set([...html.matchAll(INLINE_STYLE)].map(([, body]) => hashOf(body)))
  const attributes = new Set([...html.matchAll(STYLE_ATTRIBUTE)].map(([, value]) => hashOf(attributeValue(value))))
  return [...[...elements].sort(), ...(attributes.size > 0 ? ["'unsafe-hashes'", ...[...attributes].sort()] : [])]
}

/** A page the build wrote: its address ("/", "/about") and its HTML. */
interface BuiltPage {
  urlPath: string
  html: string
}

/**
 * The addresses a page's HTML answers at: "/about" and "/about/", and its file's own, "/about.html"
 * and "/about/index.html" (a host serves a file at its path, and a build writes one of the two:
 * issue 114); the root at "/" and "/index.html"; a file such as "/404.html" once.
 */
export const addressesOf = (urlPath: string): string[] => {
  if (urlPath.endsWith(".html")) return [urlPath]
  const page = urlPath.replace(/\/+$/, "")
  return page === "" ? ["/", "/index.html"] : [page, `${page}/`, `${page}.html`, `${page}/index.html`]
}

/**
 * The rule headed by `marker` (the marker line and its indented header lines), repeated for each
 * address, its header lines as `fill` gives them for that address.
 */
function repeatRule(
  template: string,
  marker: string,
  addresses: readonly string[],
  fill = (line: string, _address: string) => line,
): string {
  const lines = template.split("\n")
  const start = lines.findIndex((line) => line.trim() === marker)
  let end = start + 1
  while (end < lines.length && /^\s+\S/.test(lines[end])) end += 1
  const body = lines.slice(start + 1, end)
  const rules = addresses.flatMap((address) => [address, ...body.map((line) => fill(line, address))])
  return [...lines.slice(0, start), ...rules, ...lines.slice(end)].join("\n")
}

/**
 * The deployed _headers: the template from static/_headers with the public pages' rule given to
 * the address of every built page, each allowing by hash the inline scripts of that page only (so
 * a page's policy stays the same size however many pages the site has), the editor's rule to
 * /admin and all under it with its page's one inline script (its import map), and the origin the
 * contact form sends to besides the site's (if any: its delivery's).
 */
export function fillHeadersTemplate(
  template: string,
  pages: readonly BuiltPage[],
  contactOrigin: string,
  editorHtml: string,
): string {
  const markers = [
    SCRIPT_HASHES_MARKER,
    STYLE_SOURCES_MARKER,
    CONTACT_ORIGIN_MARKER,
    EVERY_PAGE_MARKER,
    EDITOR_MARKER,
    EDITOR_SCRIPT_HASHES_MARKER,
  ]
  for (const marker of markers) {
    if (!template.includes(marker)) throw new Error(`static/_headers must contain ${marker}`)
  }
  // Each address, with the page it serves: its policy allows that page's inline scripts and styles,
  // which run and apply only when it is the document loaded (Gatsby then moves between pages by script).
  // Hashed once a page, given to both its addresses.
  const sourcesAt = new Map(
    pages.flatMap((page) => {
      const sources = {
        scripts: [...new Set(inlineScriptHashes(page.html))].sort().join(" "),
        styles: inlineStyleSources(page.html).join(" "),
      }
      return addressesOf(page.urlPath).map((address) => [address, sources] as const)
    }),
  )
  const withSources = (line: string, address: string) => {
    const { scripts = "", styles = "" } = sourcesAt.get(address) ?? {}
    return line.split(SCRIPT_HASHES_MARKER).join(scripts).split(STYLE_SOURCES_MARKER).join(styles)
  }
  const origin = contactOrigin ? ` ${contactOrigin}` : ""
  const publicPages = repeatRule(template, EVERY_PAGE_MARKER, [...sourcesAt.keys()].sort(), withSources)
  return repeatRule(publicPages, EDITOR_MARKER, EDITOR_ADDRESSES)
    .split(EDITOR_SCRIPT_HASHES_MARKER)
    .join(inlineScriptHashes(editorHtml).join(" "))
    .split(CONTACT_ORIGIN_MARKER)
    .join(origin)
}

/**
 * The not-found page's addresses: the host answers a mistyped address with its 404.html, with the
 * headers of the rules matching that address (Netlify: /* alone).
 */
export const NOT_FOUND_ADDRESSES: readonly string[] = ["/404", "/404.html"]

/**
 * The policy the filled `headers` give `address`, as a `<meta http-equiv>` can carry it: without
 * frame-ancestors, which a meta policy ignores (and the browser says so on the console); the
 * every-address rule's X-Frame-Options: DENY covers framing there.
 */
export function metaPolicyAt(headers: string, address: string): string {
  const lines = headers.split("\n")
  const start = lines.indexOf(address) + 1
  let end = start
  while (start > 0 && end < lines.length && /^\s+\S/.test(lines[end])) end += 1
  const header = "Content-Security-Policy:"
  const policy = lines.slice(start, end).find((line) => line.trim().startsWith(header))
  if (!policy) throw new Error(`_headers gives ${address} no Content-Security-Policy`)
  return policy
    .trim()
    .slice(header.length)
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !directive.startsWith("frame-ancestors"))
    .join("; ")
}

/** A policy a page carries itself, as withMetaPolicy writes it. */
const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g

/**
 * `html` with `policy` in a `<meta http-equiv>` right after its character set (which stays in the
 * first 1024 bytes): a meta policy applies only to what follows it, so it comes before the page's
 * inline styles and scripts. It replaces the one an earlier build wrote: a page Gatsby did not
 * render again keeps its file, and a browser enforces every policy a page carries.
 */
export function withMetaPolicy(page: string, policy: string): string {
  const html = page.replace(META_POLICY, "")
  const anchor = /<meta charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html)
  if (!anchor) throw new Error("the page has no <head> for its policy")
  const at = anchor.index + anchor[0].length
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`
  return `${html.slice(0, at)}${meta}${html.slice(at)}`
}
