// @ts-check
/** Where and how the benchmark serves the site it measures. */
const path = require("node:path")

const ROOT = path.join(__dirname, "..", "..")
const PORT = 9321
const SITE_URL = `http://127.0.0.1:${PORT}`
const KB = 1024

module.exports = { ROOT, PORT, SITE_URL, KB }
