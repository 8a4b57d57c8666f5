// Jest compiles TypeScript and JSX with the same Babel preset Gatsby builds the site with.
const babelJest = require("babel-jest").default ?? require("babel-jest")

module.exports = babelJest.createTransformer({
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
})
