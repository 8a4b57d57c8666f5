// @ts-check
/**
 * npm run addresses:check -- --site https://<the site>: asks the live site, as a browser or a
 * tester may, for every page of its sitemap at each address that can serve it (its own, and its
 * file's: /contact.html, /contact/index.html) and with an encoded slash (/services%2Froof-repair),
 * and says whether every answer that is a page carries a security policy (issue 114). What the host
 * answers at those addresses (the file, a redirect, a 404) is known only by asking it. Exits 1 when
 * an address serves a page without a policy.
 *
 *   node scripts/commands/check-addresses.js --site <address>
 */
const { addressesOf } = require("./site")

/** @typedef {{ address: string, status: number, page: boolean, policy: boolean }} Answer */

/** The addresses to ask for a page: addressesOf's, and the page's own with its last slash encoded. @param {string} page */
function addressesToAsk(page) {
  const encoded = page.length > 1 ? [page.replace(/\/([^/]*)$/, "%2F$1")] : []
  return [...addressesOf(page), ...encoded]
}

/**
 * The verdict on the answers: one line each for an address that serves a page without a policy,
 * and a last line saying how many were asked and how they were answered.
 * @param {Answer[]} answers @returns {{ safe: boolean, lines: string[] }}
 */
function addressesVerdict(answers) {
  const bare = answers.filter((answer) => answer.page && !answer.policy && answer.status < 300)
  const byStatus = new Map()
  for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
  const counts = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} HTTP ${status}`)
    .join(", ")
  const lines = bare.map((answer) => `${answer.address} serves a page without a security policy (HTTP ${answer.status})`)
  lines.push(
    bare.length === 0
      ? `Every address that serves a page carries its policy (${answers.length} asked: ${counts}).`
      : `${bare.length} of ${answers.length} addresses serve a page without its policy: give each its rule in static/_headers or have the host redirect it.`,
  )
  return { safe: bare.length === 0, lines }
}

/** One address's answer, redirects not followed. @param {string} site @param {string} address @returns {Promise<Answer>} */
async function ask(site, address) {
  const response = await fetch(new URL(address, site), { redirect: "manual" })
  await response.arrayBuffer()
  return {
    address,
    status: response.status,
    page: /text\/html/.test(response.headers.get("content-type") ?? ""),
    policy: response.headers.has("content-security-policy"),
  }
}

/** The pages of the site's sitemap (sitemap-index.xml and the sitemaps it lists), by path. @param {string} site */
async function sitemapPages(site) {
  const read = async (/** @type {string} */ address) => {
    const response = await fetch(new URL(address, site))
    if (!response.ok) throw new Error(`${site} answered HTTP ${response.status} for ${address}: is the address right?`)
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  }
  const sitemaps = await read("/sitemap-index.xml")
  return (await Promise.all(sitemaps.map(read))).flat()
}

async function main() {
  const index = process.argv.indexOf("--site")
  const site = index > 0 ? process.argv[index + 1] : undefined
  if (!site || !/^https?:\/\/[^/]+/.test(site))
    throw new Error("Give the site's address: npm run addresses:check -- --site https://<your site>.netlify.app")
  const pages = await sitemapPages(site)
  console.log(`Asking ${site} for the ${pages.length} pages of its sitemap at every address that can serve them...`)
  const answers = []
  for (const page of pages) for (const address of addressesToAsk(page)) answers.push(await ask(site, address))
  const { safe, lines } = addressesVerdict(answers)
  for (const line of lines) console.log(line)
  process.exitCode = safe ? 0 : 1
}

if (require.main === module)
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })

module.exports = { addressesToAsk, addressesVerdict }
