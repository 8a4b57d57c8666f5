import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { headersFor, parseHeaderRules } from "../../scripts/local-host/headers-file"

/**
 * A built page's HTML by its address, wherever the build put it: Gatsby writes
 * `<address>/index.html`, and its Netlify adapter then moves it to `<address>.html` (the host's
 * "pretty URL" for a site without trailing slashes). The home page stays `index.html`.
 */
export function builtPageHtml(publicFolder: string, address: string): string {
  const relative = address.replace(/^\/+|\/+$/g, "")
  const candidates = relative === "" ? ["index.html"] : [`${relative}.html`, path.join(relative, "index.html")]
  const file = candidates.map((candidate) => path.join(publicFolder, candidate)).find((candidate) => existsSync(candidate))
  if (!file) throw new Error(`The build has no page for ${address} (looked for ${candidates.join(", ")})`)
  return readFileSync(file, "utf8")
}

/**
 * The headers the host serves for every public page besides its Content-Security-Policy (which
 * names the pages' inline scripts): the site's security headers (static/_headers) and the caching
 * and security defaults of Gatsby's Netlify adapter, which agree where both set a header. Names in
 * lower case, as HTTP compares them.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "x-frame-options": "DENY",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "cross-origin-resource-policy": "same-origin",
  "cache-control": "public, max-age=0, must-revalidate",
  "x-xss-protection": "1; mode=block",
}

/**
 * The headers the host serves, by address, from a built `_headers` read once as Netlify reads it;
 * names in lower case.
 */
export function servedHeaders(publicFolder: string): (address: string) => Record<string, string> {
  const rules = parseHeaderRules(readFileSync(path.join(publicFolder, "_headers"), "utf8"))
  return (address) =>
    Object.fromEntries(Object.entries(headersFor(rules, address)).map(([name, value]) => [name.toLowerCase(), value]))
}

/** The addresses a build's sitemap lists (its pages but the 404 and the thank-you page), sorted. */
export function sitemapAddresses(publicFolder: string): string[] {
  const sitemap = readFileSync(path.join(publicFolder, "sitemap-0.xml"), "utf8")
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname).sort()
}

/** The image entries of a build's sitemap: each image's address under the page it is listed with (pathnames). */
export function sitemapImages(publicFolder: string): Array<{ page: string; image: string }> {
  const sitemap = readFileSync(path.join(publicFolder, "sitemap-0.xml"), "utf8")
  return [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].flatMap(([, entry]) => {
    const page = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "").pathname
    return [...entry.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map(([, image]) => ({
      page,
      image: decodeURIComponent(new URL(image.replace(/&amp;/g, "&")).pathname),
    }))
  })
}
