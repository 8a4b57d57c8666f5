// @ts-check
/**
 * A local stand-in for Netlify's image CDN, for scripts/local-host/serve.js: answers
 * `/.netlify/images?url=&w=&h=&fit=&position=&fm=&q=` with the host's parameters and values only,
 * making each file with ipx 3 (the library Netlify's CLI emulates the CDN with) and keeping it in a
 * disk cache, so a file is made once however often the tests ask for it.
 *
 * Only an image the build deployed under public/static/ can be a source (resolved with realpath:
 * no `..`, no link out of it, no remote address, never a photo's original). Anything else, and any
 * parameter or value the host would refuse, answers 404 with the reason.
 */
const { createHash } = require("node:crypto")
const { mkdir, readFile, rename, stat, writeFile } = require("node:fs/promises")
const { realpathSync } = require("node:fs")
const path = require("node:path")
const { createIPX, ipxFSStorage } = require("ipx")
const { NETLIFY_IMAGES_PATH: IMAGES_PATH } = require("./site")

/** The host's values of each parameter (https://docs.netlify.com/image-cdn/overview). */
const FITS = ["contain", "cover", "fill"]
const POSITIONS = ["center", "top", "bottom", "left", "right"]
/** The host's `fm` values this stand-in makes, as sharp names them (the host's `blurhash` is text, not an image). */
/** @type {Record<string, string>} */
const FORMATS = { avif: "avif", webp: "webp", jpg: "jpeg", png: "png", gif: "gif" }
const PARAMETERS = ["url", "w", "h", "fit", "position", "fm", "q"]
/** The kinds of image file a source may be. */
const SOURCE_TYPES = new Set([".jpg", ".jpeg", ".png", ".webp", ".avif", ".gif"])
const DEFAULT_QUALITY = 75

/**
 * @typedef {{ source: string, width?: number, height?: number, fit: string, position: string, format: string, quality: number }} Transform
 * @typedef {{ transform: Transform } | { refused: string }} ParsedRequest
 */

/** @param {string} value */
const positiveInteger = (value) => (/^[1-9]\d{0,4}$/.test(value) ? Number(value) : undefined)

/**
 * The transform an address of /.netlify/images asks for, or why the host would refuse it.
 * `accept` (the browser's Accept header) chooses the format when the address names none.
 * @param {URLSearchParams} query @param {string} [accept] @returns {ParsedRequest}
 */
function parseImageRequest(query, accept = "") {
  for (const name of new Set(query.keys())) {
    if (!PARAMETERS.includes(name))
      return { refused: `"${name}" is not a parameter of the image CDN (${PARAMETERS.join(", ")}).` }
    if (query.getAll(name).length > 1) return { refused: `"${name}" is given more than once.` }
  }
  const source = query.get("url")
  if (!source) return { refused: "url (the image to transform) is missing." }
  if (!source.startsWith("/") || source.startsWith("//")) return { refused: `url must be a path on this site: ${source}` }
  /** @type {Record<string, number | undefined>} */
  const size = {}
  for (const name of ["w", "h"]) {
    const value = query.get(name)
    if (value === null) continue
    size[name] = positiveInteger(value)
    if (size[name] === undefined) return { refused: `${name}=${value} is not a whole number of pixels.` }
  }
  const fit = query.get("fit") ?? "contain"
  if (!FITS.includes(fit)) return { refused: `fit=${fit} is not one of ${FITS.join(", ")}.` }
  if (fit === "cover" && (size.w === undefined || size.h === undefined)) return { refused: "fit=cover needs both w and h." }
  const position = query.get("position") ?? "center"
  if (!POSITIONS.includes(position)) return { refused: `position=${position} is not one of ${POSITIONS.join(", ")}.` }
  const fm = query.get("fm") ?? negotiatedFormat(accept, source)
  const format = FORMATS[fm]
  if (!format) return { refused: `fm=${fm} is not one of ${Object.keys(FORMATS).join(", ")}.` }
  const q = query.get("q")
  const quality = q === null ? DEFAULT_QUALITY : positiveInteger(q)
  if (quality === undefined || quality > 100) return { refused: `q=${q} is not a whole number from 1 to 100.` }
  return { transform: { source, width: size.w, height: size.h, fit, position, format, quality } }
}

/**
 * The format the host sends when the address names none: WebP, else AVIF, when the browser takes
 * it, else the source's own.
 * @param {string} accept @param {string} source
 */
function negotiatedFormat(accept, source) {
  if (accept.includes("image/webp")) return "webp"
  if (accept.includes("image/avif")) return "avif"
  const own = path.extname(source).slice(1).toLowerCase()
  return own === "jpeg" ? "jpg" : own
}

/**
 * The file a source address names inside `folder` (public/static/), following links, or
 * undefined when it is not an image file there.
 * @param {string} folder @param {string} source
 */
function deployedSource(folder, source) {
  if (source.includes("\0") || source.split("/").includes("..")) return undefined
  if (!SOURCE_TYPES.has(path.extname(source).toLowerCase())) return undefined
  try {
    const inside = realpathSync(folder)
    const file = realpathSync(path.join(folder, "..", source))
    return file.startsWith(inside + path.sep) ? file : undefined
  } catch {
    return undefined
  }
}

/** ipx's names for a transform's resizing, format and quality. @param {Transform} transform */
function ipxModifiers({ width, height, fit, position, format, quality }) {
  /** @type {Record<string, string>} */
  const modifiers = { format, quality: String(quality) }
  if (width !== undefined && height !== undefined) Object.assign(modifiers, { resize: `${width}x${height}`, fit, position })
  else if (width !== undefined) modifiers.width = String(width)
  else if (height !== undefined) modifiers.height = String(height)
  return modifiers
}

/**
 * @typedef {{ status: 200, file: string, type: string, body: Buffer } | { status: 404, reason: string }} ImageAnswer
 *   `file`: the source the image was made from (its address's `_headers` rules apply to the image).
 */

/**
 * The image CDN of a build in `root` (its public/ folder), keeping what it makes in `cacheFolder`.
 * @param {{ root: string, cacheFolder: string }} options
 */
function createImageCdn({ root, cacheFolder }) {
  const folder = path.join(root, "static")
  const ipx = createIPX({ storage: ipxFSStorage({ dir: folder }) })
  /** Files being made, so that two requests for one file make it once. @type {Map<string, Promise<Buffer>>} */
  const making = new Map()

  /** @param {string} file @param {Transform} transform @param {string} cached */
  async function make(file, transform, cached) {
    const id = path.relative(realpathSync(folder), file).split(path.sep).join("/")
    const { data } = await ipx(id, ipxModifiers(transform)).process()
    const body = Buffer.from(data)
    await mkdir(cacheFolder, { recursive: true })
    const partial = `${cached}.${process.pid}.partial`
    await writeFile(partial, body)
    await rename(partial, cached)
    return body
  }

  /**
   * The answer to an address of /.netlify/images (its query string) from a browser sending `accept`.
   * @param {URLSearchParams} query @param {string} [accept] @returns {Promise<ImageAnswer>}
   */
  async function answer(query, accept) {
    const parsed = parseImageRequest(query, accept)
    if ("refused" in parsed) return { status: 404, reason: parsed.refused }
    const { transform } = parsed
    const file = deployedSource(folder, transform.source)
    if (!file) return { status: 404, reason: `${transform.source} is not an image this site deployed.` }
    const { size, mtimeMs } = await stat(file)
    const key = createHash("sha256")
      .update(JSON.stringify([file, size, mtimeMs, transform]))
      .digest("hex")
    const cached = path.join(cacheFolder, `${key}.${transform.format}`)
    const type = `image/${transform.format}`
    const kept = await readFile(cached).catch(() => undefined)
    if (kept) return { status: 200, file, type, body: kept }
    let pending = making.get(key)
    if (!pending) {
      pending = make(file, transform, cached).finally(() => making.delete(key))
      making.set(key, pending)
    }
    try {
      return { status: 200, file, type, body: await pending }
    } catch (error) {
      return {
        status: 404,
        reason: `${transform.source} could not be transformed (${error instanceof Error ? error.message : String(error)}).`,
      }
    }
  }

  return { answer }
}

/** Where `npm start` and the tests keep the files the stand-in made (with other tools' caches). */
const DEFAULT_CACHE_FOLDER = path.join(__dirname, "..", "..", "node_modules", ".cache", "netlify-images")

module.exports = { IMAGES_PATH, DEFAULT_CACHE_FOLDER, createImageCdn, parseImageRequest }
