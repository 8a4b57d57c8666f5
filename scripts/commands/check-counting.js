// @ts-check
/**
 * npm run counting:check -- --site https://<the site>: says whether the live site counts its visits
 * (docs/owner-guide.md "Counting visits"): whether its pages hold the tracker (the build had
 * GATSBY_PLAUSIBLE_DOMAIN set), and whether its events path answers as Plausible does (the host
 * forwards it, src/gatsby/visit-counting.ts). The check sends Plausible an empty event, which it
 * refuses (400) and counts nowhere. Exits 1 unless both hold.
 *
 *   node scripts/commands/check-counting.js --site <address>
 */
const { EVENTS_PATH, TRACKER_SCRIPT } = require("./site")

/** What Plausible answers to an event: 202 when it takes one, 400 when it refuses one (as it refuses the check's). */
const PLAUSIBLE_ANSWERS = [202, 400]

/**
 * The verdict on what the site showed: one line for the owner, and whether visits are counted.
 * @param {{ pagesCount: boolean, eventsStatus: number | null }} seen
 *   `pagesCount`: its home page names the tracker's chunk; `eventsStatus`: its events path's answer (null: none).
 * @returns {{ counted: boolean, line: string }}
 */
function countingVerdict({ pagesCount, eventsStatus }) {
  const answers = eventsStatus !== null && PLAUSIBLE_ANSWERS.includes(eventsStatus)
  const status = eventsStatus === null ? "no answer" : `HTTP ${eventsStatus}`
  if (pagesCount && answers)
    return {
      counted: true,
      line: `Visits are counted: the pages hold the tracker and ${EVENTS_PATH} reaches Plausible (${status} to the check's empty event, which is counted nowhere).`,
    }
  if (pagesCount)
    return {
      counted: false,
      line: `The pages hold the tracker, but ${EVENTS_PATH} does not reach Plausible (${status}): every report is lost. Check that the last deploy published its _redirects file, and PLAUSIBLE_ADDRESS if you run your own Plausible.`,
    }
  return {
    counted: false,
    line: `Visits are not counted: the pages have no tracker (${EVENTS_PATH}: ${status}). Set GATSBY_PLAUSIBLE_DOMAIN in Netlify's environment variables and build the site again.`,
  }
}

/**
 * Looks at `site` as a visitor's browser and Plausible's tracker would.
 * @param {string} site @returns {Promise<{ pagesCount: boolean, eventsStatus: number | null }>}
 */
async function lookAt(site) {
  const home = await fetch(new URL("/", site)).catch((error) => {
    throw new Error(`${site} did not answer (${error instanceof Error ? error.message : String(error)}): is the address right?`)
  })
  if (!home.ok) throw new Error(`${site} answered HTTP ${home.status} for its home page: is the address right?`)
  // Gatsby inlines each page's chunk map: a build that counts names the tracker's chunk's file in it.
  const pagesCount = TRACKER_SCRIPT.test(await home.text())
  const events = await fetch(new URL(EVENTS_PATH, site), {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: "{}",
  }).catch(() => null)
  return { pagesCount, eventsStatus: events ? events.status : null }
}

async function main() {
  const index = process.argv.indexOf("--site")
  const site = index > 0 ? process.argv[index + 1] : undefined
  if (!site || !/^https?:\/\/[^/]+/.test(site))
    throw new Error("Give the site's address: npm run counting:check -- --site https://<your site>.netlify.app")
  console.log(`Checking whether ${site} counts its visits...`)
  const { counted, line } = countingVerdict(await lookAt(site))
  console.log(line)
  process.exitCode = counted ? 0 : 1
}

if (require.main === module)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })

module.exports = { countingVerdict }
