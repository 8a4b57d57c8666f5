import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentTypeDefs } from "./src/content-model/schema"
import { validateContent } from "./src/content-model/validate-content"

function readContentFile(file: string): string | undefined {
  const absolute = path.join(__dirname, file)
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
}

/** Stops the build before anything else when an owner-edited file has a mistake, saying where. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(readContentFile)
  if (problems.length > 0) {
    reporter.panic(
      `The site's content has ${problems.length} problem${problems.length === 1 ? "" : "s"} to fix:\n` +
        problems.map((problem) => `  - ${problem}`).join("\n"),
    )
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs)
}

/**
 * Component styles are CSS Modules (class names unique to their file), so the order in which pages
 * happen to import them does not matter; only global.css must come first, and gatsby-browser.tsx
 * imports it before anything else. This silences mini-css-extract-plugin's "Conflicting order".
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ getConfig, actions, stage }) => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { plugins: Array<{ constructor: { name: string }; options?: Record<string, unknown> }> }
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === "MiniCssExtractPlugin" && plugin.options) plugin.options.ignoreOrder = true
  }
  actions.replaceWebpackConfig(config)
}
