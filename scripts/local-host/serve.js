// @ts-check
/**
 * Serves the production build in public/ the way a static host or CDN does: clean URLs
 * (/about -> about.html or about/index.html; /about/ moves to /about), the 404 page, gzip for text,
 * and the headers in public/_headers.
 * Used by `npm start`, the end-to-end tests and the benchmark.
 *
 * It also takes the site's form posts as Netlify Forms does (form-requests.js), keeping each request
 * in `requests/` (or the folder `--requests` names), and answers the image CDN's addresses
 * (/.netlify/images, which a build with IMAGE_SERVICE=netlify points its images at) as Netlify
 * does (image-cdn.js).
 *
 *   node scripts/local-host/serve.js [--port 9000] [--host 127.0.0.1] [--requests requests] [--events events] [--root public] [--image-cache folder]
 */
const http = require("node:http")
const fs = require("node:fs")
const path = require("node:path")
const zlib = require("node:zlib")
const { readHeaderRules, headersFor, mergeHeaders } = require("./headers-file")
const { receiveFormPost } = require("./form-requests")
const { forwardsVisitEvents, receiveVisitEvent } = require("./visit-events")
const { createImageCdn, DEFAULT_CACHE_FOLDER, IMAGES_PATH } = require("./image-cdn")
const { EVENTS_PATH, settingOf } = require("./site")

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".mjs": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
}
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/

/**
 * The file a URL path names inside `root`, or undefined. Never leaves `root`.
 * @param {string} root @param {string} urlPath @returns {string | undefined}
 */
function resolveFile(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  const relative = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")
  const base = path.join(root, relative)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate
    } catch {
      // not this one
    }
  }
  return undefined
}

/**
 * The address a request asks for, or undefined when no URL can have it ("//[": a browser sends it
 * for http://host//[).
 * @param {import("node:http").IncomingMessage} request @returns {URL | undefined}
 */
function addressOf(request) {
  try {
    return new URL(request.url ?? "/", "http://localhost")
  } catch {
    return undefined
  }
}

/** Where `npm start` keeps the requests sent with the site's forms (git-ignored). */
const REQUESTS_FOLDER = path.join(__dirname, "..", "..", "requests")
/** Where it keeps the visits the pages report, where counting is on (git-ignored). */
const EVENTS_FOLDER = path.join(__dirname, "..", "..", "events")

/**
 * @param {{ root?: string, port?: number, host?: string, requests?: string, events?: string, imageCache?: string, log?: (line: string) => void }} [options]
 *   `requests`: the folder form posts are kept in; `events`: the folder reported visits are kept in; `imageCache`: the folder the image CDN keeps
 *   the files it made in; `log`: where the line per request received goes.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function startServer({
  root = path.join(__dirname, "..", "..", "public"),
  port = 0,
  host = "127.0.0.1",
  requests = REQUESTS_FOLDER,
  events = EVENTS_FOLDER,
  imageCache = DEFAULT_CACHE_FOLDER,
  log = console.log,
} = {}) {
  const absoluteRoot = path.resolve(root)
  const rules = readHeaderRules(path.join(absoluteRoot, "_headers"))
  // The events path is answered, as the host forwards it, only where the build counts visits.
  const countsVisits = forwardsVisitEvents(path.join(absoluteRoot, "_redirects"), EVENTS_PATH)
  const imageCdn = createImageCdn({ root: absoluteRoot, cacheFolder: imageCache })

  /**
   * An image made by the image CDN, with the headers of its source's address (the host applies a
   * source's `_headers` rules to what it makes from it); 404 and the reason when the host would refuse it.
   * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {URL} url
   */
  async function transform(request, response, url) {
    const answer = await imageCdn.answer(url.searchParams, String(request.headers.accept ?? ""))
    if (answer.status === 404) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(answer.reason)
      return
    }
    const source = `/${path.relative(absoluteRoot, answer.file).split(path.sep).join("/")}`
    const headers = mergeHeaders({ "Content-Type": answer.type, "Cache-Control": "no-cache" }, headersFor(rules, source))
    headers["Content-Length"] = String(answer.body.length)
    response.writeHead(200, headers)
    response.end(request.method === "HEAD" ? undefined : answer.body)
  }

  /**
   * A form post, as Netlify takes it: kept, then answered with the page posted to (the thank-you
   * page for a browser's post, the home page for a script's); 405 for a post that is no form of the
   * site's, 5xx when it could not be kept.
   * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
   */
  async function receive(request, response) {
    const result = await receiveFormPost(request, requests).catch((error) => ({
      status: 500,
      message: `The message could not be received (${error instanceof Error ? error.message : String(error)}).`,
      stored: undefined,
    }))
    if (result.stored) log(`Request received from ${result.page}: kept in ${path.relative(process.cwd(), result.stored)}`)
    if (result.status === 200) {
      serve(request, response)
      return
    }
    /** @type {Record<string, string>} */
    const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }
    if (result.status === 405) headers.Allow = "GET, HEAD, POST"
    response.writeHead(result.status, headers).end(result.message)
  }

  /**
   * A visit reported to the site's events path (where counting is on): kept, and answered as
   * Plausible answers (visit-events.js).
   * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
   */
  async function record(request, response) {
    const { status, event } = await receiveVisitEvent(request, events).catch(() => ({ status: 500, event: undefined }))
    if (event)
      log(`Visit event "${event.n}" at ${event.u}: kept in ${path.relative(process.cwd(), path.join(events, "events.jsonl"))}`)
    response
      .writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .end(status === 202 ? "ok" : "")
  }

  /** Each text file's gzip, made once and kept while the file is unchanged: a host compresses a file once, not on every request. */
  const gzipped = new Map()
  /** @param {string} file */
  function gzipOf(file) {
    const { mtimeMs, size } = fs.statSync(file)
    const kept = gzipped.get(file)
    if (kept && kept.mtimeMs === mtimeMs && kept.size === size) return kept.gzip
    const gzip = zlib.gzipSync(fs.readFileSync(file), { level: 9 })
    gzipped.set(file, { mtimeMs, size, gzip })
    return gzip
  }

  /**
   * Answers with the file the address names, or the 404 page.
   * @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response
   * @param {URL} [url] the address, read once by the handler
   */
  function serve(request, response, url = addressOf(request) ?? new URL("/", "http://localhost")) {
    const urlPath = url.pathname
    // A page's address has no trailing slash (trailingSlash: "never"; the host's adapter writes
    // /about as about.html): /about/ moves there, as the host answers it.
    const withoutSlash = urlPath.replace(/\/+$/, "")
    if (withoutSlash !== "" && withoutSlash !== urlPath && resolveFile(absoluteRoot, `${withoutSlash}.html`)) {
      response.writeHead(301, { Location: `${withoutSlash}${url.search}`, "Cache-Control": "no-cache" }).end()
      return
    }
    // An encoded slash or backslash names no file: the host would not find it either, and its
    // headers' rules match the address as sent, not as decoded (issue 114).
    let file = /%2f|%5c/i.test(urlPath) ? undefined : resolveFile(absoluteRoot, urlPath)
    let status = 200
    if (!file || path.basename(file) === "_headers") {
      status = 404
      file = path.join(absoluteRoot, "404.html")
      if (!fs.existsSync(file)) {
        response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found")
        return
      }
    }
    const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
    /** @type {Record<string, string>} */
    // What the host would send: its defaults, then the rules of _headers for this address.
    const headers = mergeHeaders({ "Content-Type": type, "Cache-Control": "no-cache" }, headersFor(rules, urlPath))
    const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
    // A kept gzip is sent without reading the file again.
    const body = gzip ? gzipOf(file) : fs.readFileSync(file)
    if (gzip) {
      headers["Content-Encoding"] = "gzip"
      headers["Vary"] = "Accept-Encoding"
    }
    headers["Content-Length"] = String(body.length)
    response.writeHead(status, headers)
    response.end(request.method === "HEAD" ? undefined : body)
  }

  /**
   * A request the host cannot serve (an address no URL parser takes, or a throw while answering it)
   * gets 400 and why, and the host goes on serving (issue 114).
   * @param {import("node:http").ServerResponse} response @param {unknown} error
   */
  function refuse(response, error) {
    if (response.headersSent) {
      response.destroy()
      return
    }
    const why = error instanceof Error ? error.message : String(error)
    response
      .writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .end(`Bad request: ${why}`)
  }

  /** @param {import("node:http").IncomingMessage} request @param {import("node:http").ServerResponse} response @param {URL} url */
  function answer(request, response, url) {
    if (request.method === "POST" && url.pathname === EVENTS_PATH && countsVisits) return record(request, response)
    if (request.method === "POST") return receive(request, response)
    if (url.pathname === IMAGES_PATH) return transform(request, response, url)
    return serve(request, response, url)
  }

  const server = http.createServer((request, response) => {
    const url = addressOf(request)
    if (!url) {
      refuse(response, new Error(`the address ${JSON.stringify(request.url)} is not one a URL can have`))
      return
    }
    try {
      void Promise.resolve(answer(request, response, url)).catch((error) => refuse(response, error))
    } catch (error) {
      refuse(response, error)
    }
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actualPort = typeof address === "object" && address ? address.port : port
      resolve({
        url: `http://${host}:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

module.exports = { startServer, resolveFile }

if (require.main === module) {
  /** @param {string} name @param {string} fallback */
  const argument = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`)
    return index > 0 ? process.argv[index + 1] : fallback
  }
  const root = path.resolve(argument("root", path.join(__dirname, "..", "..", "public")))
  if (!fs.existsSync(path.join(root, "index.html"))) {
    console.error("There is no build in public/. Run `npm run build` first (or `npm start`, which does both).")
    process.exit(1)
  }
  startServer({
    root,
    port: Number(argument("port", String(settingOf("PORT")))),
    host: argument("host", "127.0.0.1"),
    requests: path.resolve(argument("requests", REQUESTS_FOLDER)),
    events: path.resolve(argument("events", EVENTS_FOLDER)),
    imageCache: path.resolve(argument("image-cache", DEFAULT_CACHE_FOLDER)),
  })
    .then(({ url }) => console.log(`Serving the production build at ${url} (Ctrl+C to stop)`))
    .catch((error) => {
      console.error(`Could not start the server: ${error.message}`)
      process.exit(1)
    })
}
