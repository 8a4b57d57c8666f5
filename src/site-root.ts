import path from "node:path"

/** The site's root folder (where package.json is): every module that reads or writes the site's files starts from it. */
export const ROOT = path.join(__dirname, "..")
