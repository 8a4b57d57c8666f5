// @ts-check
/**
 * The site's code this room needs, through its one door (src/doors/local-host.ts, loaded with jiti as
 * the build loads TypeScript). No other file of the room reaches into src/ (eslint.config.mjs).
 */
const path = require("node:path")
const { createJiti } = require("jiti")

/** @type {typeof import("../../src/doors/local-host")} */
const site = createJiti(__filename)(path.join(__dirname, "..", "..", "src", "doors", "local-host.ts"))

module.exports = site
