import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"
import { keepingFreshCompiledCode } from "../../../src/gatsby/fresh-compiled-code"

/** A site folder whose .cache/ the fake adapter replaces on restore, as @netlify/cache-utils does. */
function siteWithCache() {
  const root = mkdtempSync(path.join(os.tmpdir(), "site-"))
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  const read = (file: string) => readFileSync(path.join(root, file), "utf8")
  return { root, write, read }
}

const restoringPreviousBuild = (site: ReturnType<typeof siteWithCache>, result: boolean): IAdapter => ({
  name: "fake",
  adapt: () => undefined,
  cache: {
    restore: () => {
      rmSync(path.join(site.root, ".cache"), { recursive: true, force: true })
      site.write(".cache/compiled/gatsby-node.js", "previous build's resolvers")
      site.write(".cache/data/state", "previous build's state")
      return result
    },
    store: () => undefined,
  },
})

describe("keepingFreshCompiledCode", () => {
  it("restores the previous build's cache but keeps this build's compiled gatsby-node", async () => {
    const site = siteWithCache()
    site.write(".cache/compiled/gatsby-node.js", "this build's resolvers")
    const adapter = keepingFreshCompiledCode(restoringPreviousBuild(site, true), site.root)
    expect(await adapter.cache?.restore({ directories: [".cache", "public"], reporter: {} as never })).toBe(true)
    expect(site.read(".cache/compiled/gatsby-node.js")).toBe("this build's resolvers")
    expect(site.read(".cache/data/state")).toBe("previous build's state")
    rmSync(site.root, { recursive: true })
  })

  it("passes on the adapter's answer and name, and leaves an adapter without a cache as it is", async () => {
    const site = siteWithCache()
    site.write(".cache/compiled/gatsby-node.js", "this build's resolvers")
    const adapter = keepingFreshCompiledCode(restoringPreviousBuild(site, false), site.root)
    expect(adapter.name).toBe("fake")
    expect(await adapter.cache?.restore({ directories: [".cache"], reporter: {} as never })).toBe(false)
    const plain: IAdapter = { name: "plain", adapt: () => undefined }
    expect(keepingFreshCompiledCode(plain, site.root)).toBe(plain)
    rmSync(site.root, { recursive: true })
  })
})
