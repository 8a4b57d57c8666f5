// @ts-check
/**
 * Receives the site's form posts the way Netlify Forms does on the host, so that `npm start` (and
 * the tests) deliver a visitor's request too: a POST that carries `form-name` is kept as one JSON
 * file in a folder (the project's git-ignored `requests/` by default), made when the first one
 * arrives. A filled honeypot field is a bot's: it gets the same answer and nothing is kept.
 */
const { randomBytes } = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")
const busboy = require("busboy")

/** Netlify Forms' rules, shared with the site's own code. */
const { NETLIFY_FORMS } = require("./site")
/** The hidden field that names the form (Netlify's name for it). */
const FORM_NAME_FIELD = NETLIFY_FORMS.formNameField
/** The field people never see and bots fill (the form's `netlify-honeypot`). */
const HONEYPOT_FIELD = NETLIFY_FORMS.honeypotField
/** A request's text is far below this. */
const MAX_FIELD_BYTES = 64 * 1024
const MAX_FIELDS = 50
/** Netlify Forms takes at most 8 MB per submission, files included; so does this server. */
const MAX_REQUEST_BYTES = NETLIFY_FORMS.maxRequestBytes
/** The files a request may carry (the form's photo-1 ... photo-5). */
const MAX_FILES = NETLIFY_FORMS.maxFiles
/** The extension a kept file gets, by the type its sender gave (anything else is kept as .bin). */
const EXTENSIONS = /** @type {Record<string, string>} */ ({
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
  "image/avif": ".avif",
  "image/heic": ".heic",
  "image/heif": ".heif",
  "image/gif": ".gif",
})
/** The answer to a post that is no form of the site's. */
const NOT_A_FORM = "This address takes only the site's own forms."

/** Why a post was not taken, as the HTTP status and a sentence for the sender. */
class FormPostError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message)
    this.status = status
  }
}

/**
 * @typedef {{ field: string, name: string, type: string, data: Buffer }} PostedFile
 * A file of a multipart post: its field, the name and type its sender gave, its bytes.
 */

/**
 * The fields of a form post, URL-encoded or multipart, and its files (a file field left empty is
 * no file). Rejects with a FormPostError: 405 for a body that is no form at all, 413 for one over
 * Netlify's limits (8 MB in all, 5 files), which is then kept in no part.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<{ fields: Record<string, string>, files: PostedFile[] }>}
 */
function readFormPost(request) {
  return new Promise((resolve, reject) => {
    /** @type {import("busboy").Busboy} */
    let parser
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, files: MAX_FILES, fileSize: MAX_REQUEST_BYTES },
      })
    } catch {
      reject(new FormPostError(405, NOT_A_FORM))
      request.resume()
      return
    }
    /** @type {Record<string, string>} */
    const fields = {}
    /** @type {PostedFile[]} */
    const files = []
    let bytes = 0
    let tooLarge = false
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) tooLarge = true
      bytes += Buffer.byteLength(value)
      // A browser sends a text's line breaks as CR LF (the form encoding's rule); kept as typed.
      fields[name] = value.replace(/\r\n?/g, "\n")
    })
    parser.on("file", (field, stream, info) => {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on("data", (/** @type {Buffer} */ chunk) => {
        bytes += chunk.length
        if (bytes > MAX_REQUEST_BYTES) tooLarge = true
        else chunks.push(chunk)
      })
      stream.on("limit", () => (tooLarge = true))
      stream.on("end", () => {
        const data = Buffer.concat(chunks)
        if (info.filename || data.length > 0) files.push({ field, name: info.filename ?? "", type: info.mimeType, data })
      })
    })
    parser.on("fieldsLimit", () => (tooLarge = true))
    parser.on("filesLimit", () => (tooLarge = true))
    parser.on("error", () => reject(new FormPostError(400, "The form could not be read.")))
    parser.on("close", () => {
      if (tooLarge || bytes > MAX_REQUEST_BYTES) {
        reject(new FormPostError(413, "The message is too large to be received: 8 MB and 5 photos at most."))
      } else resolve({ fields, files: files.filter((file) => file.data.length > 0) })
    })
    request.pipe(parser)
  })
}

/**
 * Keeps one request as `<time>-<random>.json` in `folder` (made if missing): the form's name, the
 * fields the visitor filled, the page it was sent from, when it arrived, and its photos, each kept
 * beside it as `<time>-<random>-<field><extension>` and listed with its field, original name, type
 * and size. Never overwrites a file.
 * @param {string} folder
 * @param {{ form: string, fields: Record<string, string>, files?: PostedFile[], page: string, receivedAt?: Date }} request
 * @returns {string} the path of the request's JSON file
 */
function storeRequest(folder, { form, fields, files = [], page, receivedAt = new Date() }) {
  fs.mkdirSync(folder, { recursive: true })
  const stamp = receivedAt.toISOString().replace(/[:.]/g, "-")
  const base = `${stamp}-${randomBytes(4).toString("hex")}`
  const photos = files.map(({ field, name, type, data }) => {
    const file = `${base}-${field.replace(/[^a-z0-9-]/gi, "_")}${EXTENSIONS[type] ?? ".bin"}`
    fs.writeFileSync(path.join(folder, file), data, { flag: "wx" })
    return { field, file, name, type, bytes: data.length }
  })
  const file = path.join(folder, `${base}.json`)
  const record = { form, page, receivedAt: receivedAt.toISOString(), fields, ...(photos.length > 0 ? { photos } : {}) }
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" })
  return file
}

/** The address (path and query) of the page a post came from, by its Referer, else the address posted to. */
function pageOf(/** @type {import("node:http").IncomingMessage} */ request) {
  for (const address of [String(request.headers.referer), `http://localhost${request.url ?? "/"}`]) {
    try {
      const page = new URL(address)
      return `${page.pathname}${page.search}`
    } catch {
      // not an address: the next, or the home page
    }
  }
  return "/"
}

/**
 * Takes a form post. Resolves with the status to answer (200: taken, the page posted to follows as
 * on Netlify) and the file it was kept in, if any (none for a bot's post).
 * @param {import("node:http").IncomingMessage} request
 * @param {string} folder
 * @returns {Promise<{ status: number, message?: string, stored?: string, page?: string }>}
 */
async function receiveFormPost(request, folder) {
  /** @type {Record<string, string>} */
  let fields
  /** @type {PostedFile[]} */
  let files
  try {
    ;({ fields, files } = await readFormPost(request))
  } catch (error) {
    if (error instanceof FormPostError) return { status: error.status, message: error.message }
    throw error
  }
  const form = fields[FORM_NAME_FIELD]
  if (!form) return { status: 405, message: NOT_A_FORM }
  if ((fields[HONEYPOT_FIELD] ?? "") !== "") return { status: 200 }
  const filled = Object.fromEntries(
    Object.entries(fields).filter(([name]) => name !== FORM_NAME_FIELD && name !== HONEYPOT_FIELD),
  )
  const page = pageOf(request)
  try {
    return { status: 200, stored: storeRequest(folder, { form, fields: filled, files, page }), page }
  } catch (error) {
    return {
      status: 500,
      message: `The message could not be stored (${error instanceof Error ? error.message : String(error)}). Please call or e-mail instead.`,
    }
  }
}

module.exports = { receiveFormPost }
