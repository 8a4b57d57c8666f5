/**
 * @jest-environment node
 */
import { keepEachPageCodeWhole } from "../../../src/gatsby/page-chunks"

describe("keepEachPageCodeWhole", () => {
  it("turns off Gatsby's cache group of code shared by sets of pages, and leaves the others", () => {
    const framework = { name: "framework", priority: 40 }
    const config = {
      optimization: { splitChunks: { chunks: "all", cacheGroups: { framework, shared: { priority: 10, minChunks: 2 } } } },
    }
    expect(keepEachPageCodeWhole(config)).toBe(true)
    expect(config.optimization.splitChunks).toEqual({ chunks: "all", cacheGroups: { framework, shared: false } })
  })

  it("says when Gatsby's cache group is not there, so the build can stop", () => {
    expect(keepEachPageCodeWhole({ optimization: { splitChunks: { cacheGroups: {} } } })).toBe(false)
    expect(keepEachPageCodeWhole({})).toBe(false)
  })
})
