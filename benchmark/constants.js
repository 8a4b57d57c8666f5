// @ts-check
/** Where and how the benchmark serves the site it measures. */
const path = require("node:path")

const ROOT = path.join(__dirname, "..")
const PORT = 9321
const SITE_URL = `http://127.0.0.1:${PORT}`
/** Lighthouse's Slow 4G uplink (its 750 kbit/s, less the 10 % its DevTools throttling takes off). */
const SLOW_4G_UPLOAD_KBPS = 675

module.exports = { ROOT, PORT, SITE_URL, SLOW_4G_UPLOAD_KBPS }
