// @ts-check
/** The site's image recipes and phone budgets (src/photos/image-recipes.ts), for the bench's plain-JavaScript scripts. */
const path = require("node:path")
const { createJiti } = require("jiti")
const { ROOT } = require("./constants")

const imageRecipes = createJiti(__filename)(path.join(ROOT, "src", "photos", "image-recipes.ts"))

module.exports = { imageRecipes }
