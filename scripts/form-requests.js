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

/** The hidden field that names the form (Netlify's name for it). */
const FORM_NAME_FIELD = "form-name"
/** The field people never see and bots fill (the form's `netlify-honeypot`). */
const HONEYPOT_FIELD = "website"
/** A request is text: far below this. */
const MAX_FIELD_BYTES = 64 * 1024
const MAX_FIELDS = 50
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
 * The fields of a form post, URL-encoded or multipart (files are read past, never kept). Rejects
 * with a FormPostError: 405 for a body that is no form at all, 413 for one too large.
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Record<string, string>>}
 */
function readFormFields(request) {
  return new Promise((resolve, reject) => {
    /** @type {import("busboy").Busboy} */
    let parser
    try {
      parser = busboy({ headers: request.headers, limits: { fieldSize: MAX_FIELD_BYTES, fields: MAX_FIELDS, files: 0 } })
    } catch {
      reject(new FormPostError(405, NOT_A_FORM))
      request.resume()
      return
    }
    /** @type {Record<string, string>} */
    const fields = {}
    let tooLarge = false
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) tooLarge = true
      // A browser sends a text's line breaks as CR LF (the form encoding's rule); kept as typed.
      fields[name] = value.replace(/\r\n?/g, "\n")
    })
    parser.on("fieldsLimit", () => (tooLarge = true))
    parser.on("file", (_name, stream) => stream.resume())
    parser.on("error", () => reject(new FormPostError(400, "The form could not be read.")))
    parser.on("close", () =>
      tooLarge ? reject(new FormPostError(413, "The message is too long to be received.")) : resolve(fields),
    )
    request.pipe(parser)
  })
}

/**
 * Keeps one request as `<time>-<random>.json` in `folder` (made if missing): the form's name, the
 * fields the visitor filled, the page it was sent from and when it arrived. Never overwrites a file.
 * @param {string} folder
 * @param {{ form: string, fields: Record<string, string>, page: string, receivedAt?: Date }} request
 * @returns {string} the file's path
 */
function storeRequest(folder, { form, fields, page, receivedAt = new Date() }) {
  fs.mkdirSync(folder, { recursive: true })
  const stamp = receivedAt.toISOString().replace(/[:.]/g, "-")
  const file = path.join(folder, `${stamp}-${randomBytes(4).toString("hex")}.json`)
  const record = { form, page, receivedAt: receivedAt.toISOString(), fields }
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" })
  return file
}

/** The address (path and query) of the page a post came from, by its Referer, else the address posted to. */
function pageOf(/** @type {import("node:http").IncomingMessage} */ request) {
  const posted = new URL(request.url ?? "/", "http://localhost")
  try {
    const referer = new URL(String(request.headers.referer))
    return `${referer.pathname}${referer.search}`
  } catch {
    return `${posted.pathname}${posted.search}`
  }
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
  try {
    fields = await readFormFields(request)
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
    return { status: 200, stored: storeRequest(folder, { form, fields: filled, page }), page }
  } catch (error) {
    return {
      status: 500,
      message: `The message could not be stored (${error instanceof Error ? error.message : String(error)}). Please call or e-mail instead.`,
    }
  }
}

module.exports = { receiveFormPost }
