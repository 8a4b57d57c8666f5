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
