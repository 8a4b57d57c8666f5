// @ts-check
/**
 * Records the visits the pages report where the owner turned counting on, as Plausible would take
 * them, so that `npm start` shows what would be sent without an account: each event, as JSON, one
 * line of `events/events.jsonl` (git-ignored; the folder is made when the first one arrives). The
 * host itself forwards the same path to Plausible (src/gatsby/visit-counting.ts).
 */
const fs = require("node:fs")
const path = require("node:path")

/** An event is a few hundred bytes; Plausible refuses far less than this too. */
const MAX_EVENT_BYTES = 16 * 1024

/**
 * Reads one reported event and keeps it in `folder`: 202, as Plausible answers, or 400 with why.
 * @param {import("node:http").IncomingMessage} request @param {string} folder
 * @returns {Promise<{ status: number, event?: { n: string, u: string, d: string } }>}
 */
async function receiveVisitEvent(request, folder) {
  let body = ""
  for await (const chunk of request) {
    body += chunk
    if (body.length > MAX_EVENT_BYTES) return { status: 400 }
  }
  /** @type {unknown} */
  let event
  try {
    event = JSON.parse(body)
  } catch {
    return { status: 400 }
  }
  const fields = /** @type {Record<string, unknown>} */ (event)
  if (typeof event !== "object" || event === null || !["n", "u", "d"].every((key) => typeof fields[key] === "string"))
    return { status: 400 }
  fs.mkdirSync(folder, { recursive: true })
  fs.appendFileSync(path.join(folder, "events.jsonl"), `${JSON.stringify({ at: new Date().toISOString(), ...fields })}\n`)
  return { status: 202, event: /** @type {{ n: string, u: string, d: string }} */ (event) }
}

/**
 * Whether a build forwards `eventsPath` to Plausible, as its `_redirects` says (written where the
 * owner turned counting on): the host answers that path only then.
 * @param {string} redirectsFile @param {string} eventsPath
 */
function forwardsVisitEvents(redirectsFile, eventsPath) {
  if (!fs.existsSync(redirectsFile)) return false
  return fs
    .readFileSync(redirectsFile, "utf8")
    .split("\n")
    .some((line) => line.trim().split(/\s+/)[0] === eventsPath)
}

module.exports = { forwardsVisitEvents, receiveVisitEvent }
