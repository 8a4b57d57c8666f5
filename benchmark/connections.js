// @ts-check
/** The slow connections the viewer and the landing pages are measured on, and how a page is put on one. */

/** As Chrome's devtools throttle them: latency per request, throughput in kbit/s. */
const CONNECTIONS = /** @type {const} */ ([
  { name: "slow 4G", latencyMs: 150, downKbps: 1600, upKbps: 750 },
  { name: "3G", latencyMs: 400, downKbps: 400, upKbps: 400 },
])

/**
 * Puts the page of `cdp` on `connection`.
 * @param {import("playwright-core").CDPSession} cdp @param {(typeof CONNECTIONS)[number]} connection
 */
async function emulateConnection(cdp, connection) {
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: connection.latencyMs,
    downloadThroughput: (connection.downKbps * 1000) / 8,
    uploadThroughput: (connection.upKbps * 1000) / 8,
  })
}

module.exports = { CONNECTIONS, emulateConnection }
