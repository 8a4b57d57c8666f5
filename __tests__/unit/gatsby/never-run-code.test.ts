/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  DEVELOP_ONLY_MODULES,
  leaveOutNeverRunCode,
  neverRunFiles,
  registersServiceWorker,
  SERVICE_WORKER_REGISTRATION,
} from "../../../src/gatsby/never-run-code"

/** A .cache folder whose plugin list names browser sides with these sources. */
function cacheWith(...browserSides: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), "never-run-"))
  const requires = browserSides.map((source, index) => {
    writeFileSync(path.join(root, `browser-${index}.js`), source)
    return `{ plugin: require('./browser-${index}.js'), options: {} }`
  })
  writeFileSync(path.join(root, "api-runner-browser-plugins.js"), `module.exports = [${requires.join(",")}]`)
  return root
}

describe("leaveOutNeverRunCode", () => {
  it("resolves each file left out to nothing, keeping the aliases already there", () => {
    const config = { resolve: { alias: { "@reach/router": "@gatsbyjs/reach-router" }, extensions: [".js"] } }
    leaveOutNeverRunCode(config, ["/a.js", "/b.js"])
    expect(config.resolve).toEqual({
      alias: { "@reach/router": "@gatsbyjs/reach-router", "/a.js": false, "/b.js": false },
      extensions: [".js"],
    })
  })

  it("stops on an alias it does not know how to add to", () => {
    expect(() => leaveOutNeverRunCode({ resolve: { alias: [{ name: "x", alias: "y" }] } }, ["/a.js"])).toThrow(
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

describe("the service worker registration", () => {
  it("is left out when no plugin's browser side registers a service worker, kept when one does", () => {
    const resolve = (request: string) => `/resolved/${request}.js`
    const none = cacheWith("exports.onClientEntry = () => {}", "exports.onRouteUpdate = () => {}")
    expect(registersServiceWorker(none)).toBe(false)
    expect(neverRunFiles(none, resolve)).toEqual([
      ...DEVELOP_ONLY_MODULES.map(resolve),
      path.join(none, SERVICE_WORKER_REGISTRATION),
    ])
    const offline = cacheWith("exports.onClientEntry = () => {}", "exports.registerServiceWorker = () => true")
    expect(registersServiceWorker(offline)).toBe(true)
    expect(neverRunFiles(offline, resolve)).toEqual(DEVELOP_ONLY_MODULES.map(resolve))
  })

  it("is what Gatsby's app requires only when a plugin registers a service worker", () => {
    const app = readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8")
    expect(app).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    )
    expect(app.match(/register-service-worker/g)).toHaveLength(1)
  })

  it("stops when Gatsby's list of browser sides names none", () => {
    expect(() => registersServiceWorker(cacheWith())).toThrow(/has Gatsby's setup changed/)
  })
})
