import { readFileSync } from "node:fs"
import path from "node:path"
import { HtmlValidate, type ConfigData } from "html-validate"
// The committed settings (the same file html-validate reads on its own).
import htmlValidateConfig from "../../.htmlvalidate.cjs"
import { expect, siteUrl, test } from "./support/browser"
import { builtPages, PUBLIC } from "./support/public-files"
import { everyPage } from "./support/routes"

test.describe("html-validate", () => {
  test("finds no error in any built page", async () => {
    const validator = new HtmlValidate({ ...(htmlValidateConfig as ConfigData), root: true })
    const pages = builtPages()
    expect(pages.length).toBeGreaterThanOrEqual(8)
    const problems: string[] = []
    for (const file of pages) {
      const report = await validator.validateString(readFileSync(file, "utf8"), file)
      for (const result of report.results) {
        for (const message of result.messages) {
          problems.push(`${path.relative(PUBLIC, file)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})

test.describe("links", () => {
  test("opens external links with rel=noopener noreferrer", () => {
    const careless: string[] = []
    for (const file of builtPages()) {
      const html = readFileSync(file, "utf8")
      for (const [anchor] of html.matchAll(/<a\s[^>]*href="https?:\/\/[^"]*"[^>]*>/g)) {
        const rel = /\srel="([^"]*)"/.exec(anchor)?.[1].split(/\s+/) ?? []
        if (!rel.includes("noopener") || !rel.includes("noreferrer")) careless.push(`${path.relative(PUBLIC, file)}: ${anchor}`)
      }
    }
    expect(careless).toEqual([])
  })

  test.describe("served site", () => {
    test("has no broken internal link or asset on any page", async ({ openPage }) => {
      // The server-rendered HTML (JavaScript off) of every page (the sitemap's and the unlisted ones), the sitemap and the manifest.
      const { page } = await openPage({ width: 1280, height: 900 }, { javaScriptEnabled: false })
      const origin = new URL(siteUrl("/")).origin
      const targets = new Map<string, string>()
      for (const route of everyPage()) {
        await page.goto(siteUrl(route))
        const found = await page.evaluate(() => {
          const urls: string[] = []
          document
            .querySelectorAll<HTMLElement>("a[href], link[href], script[src], img[src], img[srcset], source[srcset]")
            .forEach((element) => {
              for (const attribute of ["href", "src"]) {
                const value = element.getAttribute(attribute)
                if (value) urls.push(value)
              }
              for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
                const url = candidate.trim().split(/\s+/)[0]
                if (url) urls.push(url)
              }
            })
          return urls
        })
        for (const url of found) {
          const absolute = new URL(url, siteUrl(route))
          if (absolute.origin === origin) targets.set(absolute.pathname + absolute.search, route)
        }
      }
      for (const extra of ["/sitemap-index.xml", "/sitemap-0.xml", "/robots.txt", "/manifest.webmanifest"])
        targets.set(extra, "(site)")
      const broken: string[] = []
      for (const [target, from] of targets) {
        const response = await page.request.get(siteUrl(target))
        if (response.status() !== 200) broken.push(`${target} (linked from ${from}): ${response.status()}`)
      }
      expect(targets.size).toBeGreaterThan(100)
      expect(broken).toEqual([])
    })
  })
})
