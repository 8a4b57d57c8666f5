/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { DEVELOP_ONLY_MODULES, leaveOutDevelopOnlyCode } from "../../../src/gatsby/develop-only-code"

describe("leaveOutDevelopOnlyCode", () => {
  it("resolves each module left out to nothing, keeping the aliases already there", () => {
    const config = { resolve: { alias: { "@reach/router": "@gatsbyjs/reach-router" }, extensions: [".js"] } }
    leaveOutDevelopOnlyCode(config, (request) => `/resolved/${request}.js`)
    expect(config.resolve).toEqual({
      alias: {
        "@reach/router": "@gatsbyjs/reach-router",
        ...Object.fromEntries(DEVELOP_ONLY_MODULES.map((request) => [`/resolved/${request}.js`, false])),
      },
      extensions: [".js"],
    })
  })

  it("stops on an alias it does not know how to add to", () => {
    expect(() => leaveOutDevelopOnlyCode({ resolve: { alias: [{ name: "x", alias: "y" }] } }, (request) => request)).toThrow(
      /has Gatsby's webpack setup changed/,
    )
  })

  it("leaves out only what Gatsby runs in development alone: the Partytown plugin's browser side returns at once in production", () => {
    const pluginBrowser = path.join(path.dirname(require.resolve(`${DEVELOP_ONLY_MODULES[0]}.js`)), "..", "gatsby-browser.js")
    const source = readFileSync(pluginBrowser, "utf8")
    // Its one use of the module, after the early return of production.
    expect(source).toMatch(
      /if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}\s*\(0, _injectPartytownSnippet\.injectPartytownSnippet\)/,
    )
    expect(source.match(/_injectPartytownSnippet\./g)).toHaveLength(1)
  })
})
