// @ts-check
/**
 * The one git-ignored folder that holds the copies of the site the tests and the benchmark build
 * (each in a folder of its own, inside the project so that they find its node_modules). Not
 * .prepared-photos/: that is the photos prepared for the site itself, which the host keeps.
 */
const path = require("node:path")

const SCRATCH = path.join(__dirname, "..", "..", ".scratch")

/** The folder of one copy: `name` under .scratch/. @param {string} name */
const scratchFolder = (name) => path.join(SCRATCH, name)

module.exports = { scratchFolder }
