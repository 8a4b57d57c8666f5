// @ts-check
/**
 * A stand-in for another form service (what GATSBY_CONTACT_ENDPOINT names on a host other than
 * Netlify: Formspree, Basin, …), local, so a build that sends there can be tried end to end: it
 * answers the browser's preflight as such a service does (the form's script posts JSON from the
 * site's origin), takes a request posted as JSON, or as the form itself without JavaScript, and
 * keeps each as one JSON file in its folder ({ receivedAt, origin, fields }), answering 200.
 *
 *   node scripts/local-host/form-service.js --port 9125 --requests <folder>
 */
const { randomBytes } = require("node:crypto")
const fs = require("node:fs")
const http = require("node:http")
const path = require("node:path")
const busboy = require("busboy")

/** A request's text is far below this. */
const MAX_REQUEST_BYTES = 256 * 1024

/**
 * The fields of a posted request: JSON from the form's script, else the form's own encoding (its
 * files are not kept).
 * @param {http.IncomingMessage} request @returns {Promise<Record<string, string>>}
 */
function fieldsOf(request) {
  if ((request.headers["content-type"] ?? "").startsWith("application/json")) {
    return new Promise((resolve, reject) => {
      /** @type {Buffer[]} */
      const chunks = []
      request.on("data", (chunk) => chunks.push(chunk))
      request.on("error", reject)
      request.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")))
        } catch (error) {
          reject(error)
        }
      })
    })
  }
  return new Promise((resolve, reject) => {
    /** @type {Record<string, string>} */
    const fields = {}
    const form = busboy({ headers: request.headers, limits: { fieldSize: MAX_REQUEST_BYTES } })
    form.on("field", (name, value) => (fields[name] = value))
    form.on("file", (_name, file) => file.resume())
    form.on("close", () => resolve(fields))
    form.on("error", reject)
    request.pipe(form)
  })
}

/**
 * Starts the stand-in on `port`, keeping requests in `folder`; resolves with its address and what stops it.
 * @param {{ port: number, folder: string, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function startFormService({ port, folder, host = "127.0.0.1" }) {
  const server = http.createServer((request, response) => {
    // As a form service answers any site: the page's own origin may read the answer.
    const cors = {
      "access-control-allow-origin": request.headers.origin ?? "*",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "content-type, accept",
    }
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end()
    if (request.method !== "POST") return void response.writeHead(405, { ...cors, allow: "POST" }).end()
    fieldsOf(request).then(
      (fields) => {
        fs.mkdirSync(folder, { recursive: true })
        const file = path.join(folder, `${Date.now()}-${randomBytes(4).toString("hex")}.json`)
        const kept = { receivedAt: new Date().toISOString(), origin: request.headers.origin ?? null, fields }
        fs.writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`)
        response.writeHead(200, { ...cors, "content-type": "application/json" }).end('{"ok":true}')
      },
      () => response.writeHead(400, cors).end("The request could not be read."),
    )
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}

module.exports = { startFormService }

if (require.main === module) {
  /** @param {string} name */
  const argument = (name) => {
    const index = process.argv.indexOf(`--${name}`)
    if (index < 0) throw new Error(`form-service.js needs --${name}`)
    return process.argv[index + 1]
  }
  startFormService({ port: Number(argument("port")), folder: path.resolve(argument("requests")) })
    .then(({ url }) => console.log(`A form service's stand-in at ${url}`))
    .catch((error) => {
      console.error(`Could not start the form service's stand-in: ${error.message}`)
      process.exit(1)
    })
}
