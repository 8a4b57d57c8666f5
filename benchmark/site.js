// @ts-check
/**
 * The site's code the bench measures, through its one door (src/doors/bench.ts, loaded with jiti
 * as the build loads TypeScript). No other file of the bench reaches into src/ (eslint.config.mjs).
 */
const path = require("node:path")
const { createJiti } = require("jiti")

/** @type {typeof import("../src/doors/bench")} */
const site = createJiti(__filename)(path.join(__dirname, "..", "src", "doors", "bench.ts"))

module.exports = site
