/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { IAdapter } from "gatsby"
import config from "../../gatsby-config"
import { buildDelivery } from "../../src/gatsby/contact-delivery"

/**
 * Every build, local or on Netlify, goes through Gatsby's Netlify adapter, installed with the
 * project: the host installs nothing during the build, and the tests check the headers and files
 * the host serves.
 */
describe("gatsby-config.ts", () => {
  const adapter = config.adapter as IAdapter | undefined
  const reporter = { verbose: () => undefined, warn: () => undefined, info: () => undefined }

  it("hands the contact page the build's one decision of where its form sends, the four parts the page reads", () => {
    const { address, action, json, netlifyMarkup } = buildDelivery()
    expect(config.siteMetadata?.contactDelivery).toEqual({ address, action, json, netlifyMarkup })
  })

  it("builds with Gatsby's Netlify adapter, a dependency of the project", () => {
    expect(adapter?.name).toBe("gatsby-adapter-netlify")
    const packageJson = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "package.json"), "utf8")) as {
      dependencies: Record<string, string>
    }
    expect(packageJson.dependencies["gatsby-adapter-netlify"]).toBeDefined()
  })

  it("leaves Netlify's image CDN off: the build makes every image itself", async () => {
    const settings = await adapter?.config?.({ reporter } as unknown as Parameters<NonNullable<IAdapter["config"]>>[0])
    expect(settings).toMatchObject({ imageCDNUrlGeneratorModulePath: undefined, fileCDNUrlGeneratorModulePath: undefined })
  })

  it("keeps Gatsby's cache between builds itself (netlify.toml's plugin keeps only the photos' working copies)", () => {
    expect(typeof adapter?.cache?.restore).toBe("function")
    expect(typeof adapter?.cache?.store).toBe("function")
  })
})
