import { readFileSync } from "node:fs"
import path from "node:path"
import { gzipSync } from "node:zlib"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { altFromFileName } from "../../src/contract/gallery-metadata"
import { SHARE_RECIPE } from "../../src/photos/image-recipes"
import { DESKTOP, expect, pageSettled, PHONE, siteUrl, test, visit } from "./support/browser"
import { PROJECT_PAGE_PHOTOS, seeAllProjectPhotosLabel } from "../../src/lib/projects"
import { business, gallery, photosOfProject, projects, services, smsLink, telLink } from "./support/content"
import { breadcrumbRows } from "./support/json-ld"
import { PUBLIC } from "./support/public-files"

/** The projects of content/gallery/<folder>/project.json, as the site shows them. */
const pathOf = (folder: string) => `/projects/${folder}`
const headingOf = (project: (typeof projects)[number]) => `${project.content.title} in ${project.content.town}, MA`
const serviceName = (slug: string) => services.find((service) => service.slug === slug)?.name ?? slug
const withPair = projects.find((project) => project.content.before)
const withoutPair = projects.find((project) => !project.content.before)

/** The alt text a photo has on the site: its gallery.json entry's, or the one made from its file name. */
const altOf = (fileName: string) => gallery.find((entry) => entry.file === fileName)?.alt ?? altFromFileName(fileName)

for (const project of projects) {
  const { folder, content } = project
  test.describe(`the page of project ${folder}`, () => {
    test.beforeEach(({ page }) => visit(page, pathOf(folder)))

    test("names the project and its town in its h1, title and description, with its service and the business, and is canonical", async ({
      page,
    }) => {
      expect(await page.locator("h1").allTextContents()).toEqual([headingOf(project)])
      const title = await page.title()
      expect(title).toContain(content.title)
      expect(title).toContain(content.town)
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? ""
      for (const text of [content.town, business.name, serviceName(content.services[0]).toLowerCase()]) {
        expect(description).toContain(text)
      }
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
      expect(new URL(canonical ?? "").pathname).toBe(pathOf(folder))
      if (content.summary) expect(await page.getByRole("main").textContent()).toContain(content.summary)
    })

    test("shows breadcrumbs Home › Projects › the project, also as BreadcrumbList data", async ({ page }) => {
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      expect(await trail.getByRole("listitem").allTextContents()).toEqual(["Home", "Projects", content.title])
      expect(await breadcrumbRows(page)).toEqual([
        [1, "Home", "/"],
        [2, "Projects", "/projects"],
        [3, content.title, pathOf(folder)],
      ])
    })

    test("shows every photo of its folder, links to its services' pages and offers a quote for its service, a call and a text", async ({
      page,
    }) => {
      const region = page.getByRole("region", { name: "Project Photos" })
      const shown = await region.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt")))
      const all = photosOfProject(folder).map(altOf)
      // Every photo, or, past what its page shows, that many and a link to all of them.
      if (all.length <= PROJECT_PAGE_PHOTOS) expect(shown.sort()).toEqual(all.sort())
      else expect(shown).toHaveLength(PROJECT_PAGE_PHOTOS)
      expect(await region.getByRole("link", { name: seeAllProjectPhotosLabel(all.length) }).count()).toBe(
        all.length > PROJECT_PAGE_PHOTOS ? 1 : 0,
      )
      const main = page.getByRole("main")
      for (const slug of content.services) {
        expect(
          await main
            .getByRole("link", { name: serviceName(slug), exact: true })
            .first()
            .getAttribute("href"),
        ).toBe(`/services/${slug}`)
      }
      const quote = main.getByRole("link", { name: "Request a Free Quote" })
      expect(await quote.getAttribute("href")).toBe(`/contact?service=${encodeURIComponent(serviceName(content.services[0]))}`)
      expect(await main.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe(telLink)
      expect(await main.getByRole("link", { name: "Send a Text" }).getAttribute("href")).toBe(smsLink)
    })

    test("is shared with its cover photo, at the share image's size", async ({ page }) => {
      const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? ""
      const file = path.join(PUBLIC, new URL(image).pathname)
      const { width, height, format } = SHARE_RECIPE
      expect(await sharp(file).metadata()).toMatchObject({ width, height, format })
      const alt = await page.locator('meta[property="og:image:alt"]').getAttribute("content")
      expect(photosOfProject(folder).map(altOf)).toContain(alt)
      if (content.cover) expect(alt).toBe(altOf(content.cover))
    })

    test(`shows the before/after comparison only when it has a pair (${content.before ? "it has" : "it has not"})`, async ({
      page,
    }) => {
      expect(await page.getByRole("region", { name: "Before and After" }).count()).toBe(content.before ? 1 : 0)
    })
  })
}

test.describe("/projects", () => {
  test("shows every project as a card linking to its page, newest first", async ({ page }) => {
    await visit(page, "/projects")
    const cards = page.getByRole("main").getByRole("article")
    const links = await cards
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute("href")]))
    expect([...links].sort()).toEqual(projects.map((project) => [headingOf(project), pathOf(project.folder)]).sort())
    const dates = links.map(([, href]) => projects.find((project) => pathOf(project.folder) === href)?.content.completed ?? "")
    const undated = dates.indexOf("")
    const dated = undated === -1 ? dates : dates.slice(0, undated)
    expect(dated).toEqual([...dated].sort().reverse())
    if (undated !== -1) expect(dates.slice(undated).every((date) => date === "")).toBe(true)
  })

  test("is linked from the footer's quick links and from the gallery, when there are projects", async ({ page }) => {
    await visit(page, "/gallery")
    const quickLinks = page.getByRole("navigation", { name: "Quick Links" })
    expect(await quickLinks.getByRole("link", { name: "Projects" }).count()).toBe(projects.length > 0 ? 1 : 0)
    expect(await page.getByRole("main").locator('a[href="/projects"]').count()).toBe(projects.length > 0 ? 1 : 0)
  })

  test("and each project's page are in the sitemap", async ({ page }) => {
    const sitemap = await (await page.request.get(siteUrl("/sitemap-0.xml"))).text()
    for (const address of ["/projects", ...projects.map((project) => pathOf(project.folder))]) {
      expect(sitemap).toContain(`${address}</loc>`)
    }
  })
})

// Every service page, as its HTML arrives (the cards need no script): a visit each without JavaScript.
test("service pages show up to three recent projects of the service, linking to their pages", async ({ openPage }) => {
  const { page } = await openPage(DESKTOP, { javaScriptEnabled: false })
  for (const service of services) {
    const ofService = projects.filter((project) => project.content.services.includes(service.slug))
    expect((await page.goto(`/services/${service.slug}`))?.status()).toBe(200)
    const region = page.getByRole("region", { name: "Recent Projects" })
    expect(await region.count()).toBe(ofService.length > 0 ? 1 : 0)
    if (ofService.length === 0) continue
    const hrefs = await region
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
    expect(hrefs).toHaveLength(Math.min(3, ofService.length))
    for (const href of hrefs) expect(ofService.map((project) => pathOf(project.folder))).toContain(href)
  }
})

test("the gallery viewer links a photo of a project to the project's page", async ({ page }) => {
  test.skip(projects.length === 0, "no project in content/gallery/")
  const project = projects[0]
  const alt = altOf(photosOfProject(project.folder)[0])
  // The photo is on whichever page of the gallery its order puts it.
  for (let number = 1; ; number += 1) {
    await visit(page, number === 1 ? "/gallery" : `/gallery/${number}`)
    if ((await page.getByRole("link", { name: alt, exact: true }).count()) > 0) break
    expect(number).toBeLessThan(50)
  }
  await page.getByRole("link", { name: alt, exact: true }).first().click()
  const link = page.getByRole("dialog").getByRole("link", { name: /^See the whole project/ })
  expect(await link.getAttribute("href")).toBe(pathOf(project.folder))
  await link.click()
  await page.waitForURL((url) => url.pathname === pathOf(project.folder))
  await pageSettled(page)
  // The address changes before the page transition has swapped the pages: wait for the new one.
  await expect(page.locator("h1")).toHaveText([headingOf(project)])
  expect(await page.getByRole("dialog").count()).toBe(0)
})

test.describe("the before/after comparison", () => {
  test.skip(!withPair, "no project has a before/after pair")
  const address = pathOf(withPair?.folder ?? "")

  const slider = (page: Page) => page.getByRole("slider", { name: /^Before and after/ })
  /** Where the after photo starts, in percent of the photos' width, as drawn. */
  const splitOf = (comparison: Locator) =>
    comparison.evaluate((figure) => {
      const stage = figure.firstElementChild as HTMLElement
      const after = stage.children[1] as HTMLElement
      const { left, width } = stage.getBoundingClientRect()
      const clip = /inset\(0px 0px 0px ([\d.]+)(px|%)\)/.exec(getComputedStyle(after).clipPath)
      const handle = (stage.querySelector("[aria-hidden]") as HTMLElement).getBoundingClientRect()
      return {
        clip: clip ? (clip[2] === "%" ? Number(clip[1]) : (Number(clip[1]) / width) * 100) : NaN,
        handle: ((handle.left + handle.width / 2 - left) / width) * 100,
      }
    })

  test("moves with the arrow keys, Home and End, and says its value", async ({ page }) => {
    await visit(page, address)
    const comparison = page.getByRole("region", { name: "Before and After" }).locator("figure")
    await page.waitForFunction(() =>
      document.querySelector('[role="slider"], input[type="range"]')?.getAttribute("aria-valuetext"),
    )
    await slider(page).focus()
    for (let press = 0; press < 10; press += 1) await slider(page).press("ArrowRight")
    expect(await slider(page).getAttribute("aria-valuetext")).toBe("Before 60%, after 40%")
    expect(await splitOf(comparison)).toEqual({ clip: expect.closeTo(60, 0), handle: expect.closeTo(60, 0) })
    await slider(page).press("Home")
    expect(await slider(page).getAttribute("aria-valuetext")).toBe("Before 0%, after 100%")
    await slider(page).press("End")
    expect(await slider(page).getAttribute("aria-valuetext")).toBe("Before 100%, after 0%")
    expect((await splitOf(comparison)).clip).toBeCloseTo(100, 0)
  })

  test("follows a mouse drag, and a finger's tap", async ({ page, browser }) => {
    await visit(page, address)
    const stage = page.getByRole("region", { name: "Before and After" }).locator("figure > div")
    await stage.evaluate((element) => element.scrollIntoView({ block: "center" }))
    const box = (await stage.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 })
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2, { steps: 4 })
    await page.mouse.up()
    expect(Number(await slider(page).inputValue())).toBeCloseTo(25, -1)
    expect((await splitOf(page.getByRole("region", { name: "Before and After" }).locator("figure"))).clip).toBeCloseTo(
      Number(await slider(page).inputValue()),
      0,
    )

    const touch = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    const tapped = await touch.newPage()
    await visit(tapped, address)
    const phoneStage = tapped.getByRole("region", { name: "Before and After" }).locator("figure > div")
    await phoneStage.scrollIntoViewIfNeeded()
    const phoneBox = (await phoneStage.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }
    await tapped.touchscreen.tap(phoneBox.x + phoneBox.width * 0.75, phoneBox.y + phoneBox.height / 2)
    expect(Number(await slider(tapped).inputValue())).toBeCloseTo(75, -1)
    await touch.close()
  })

  test("keeps the tile's 4:3 shape from the first paint, so nothing moves", async ({ page }) => {
    await page.goto(siteUrl(address))
    const stage = page.getByRole("region", { name: "Before and After" }).locator("figure > div")
    const first = await stage.boundingBox()
    await visit(page, address)
    const later = await stage.boundingBox()
    expect(later).toEqual(first)
    expect((later?.height ?? 0) / (later?.width ?? 1)).toBeCloseTo(0.75, 2)
  })

  test("shows both photos whole, labelled Before and After, without JavaScript", async ({ openPage }) => {
    const { page } = await openPage(DESKTOP, { javaScriptEnabled: false })
    await page.goto(siteUrl(address))
    const comparison = page.getByRole("region", { name: "Before and After" })
    const boxes = await comparison.locator("figure > div > div:not([aria-hidden])").evaluateAll((photos) =>
      photos.map((photo) => {
        const { top, bottom, left, right } = photo.getBoundingClientRect()
        return {
          top,
          bottom,
          left,
          right,
          label: photo.querySelector("span")?.textContent,
          clip: getComputedStyle(photo).clipPath,
        }
      }),
    )
    expect(boxes.map((box) => [box.label, box.clip])).toEqual([
      ["Before", "none"],
      ["After", "none"],
    ])
    const [before, after] = boxes
    expect(after.top >= before.bottom || after.left >= before.right).toBe(true)
    expect(await comparison.getByRole("slider").isVisible()).toBe(false)
  })

  test("loads its script only on a page with a pair, at most 5 KB gzip", async ({ page }) => {
    const scripts: string[] = []
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname)
    })
    for (const other of ["/gallery", ...(withoutPair ? [pathOf(withoutPair.folder)] : [])]) {
      await visit(page, other)
      expect(scripts.filter((script) => script.includes("compare-slider"))).toEqual([])
    }
    await visit(page, address)
    const loaded = scripts.filter((script) => script.includes("compare-slider"))
    expect(loaded).toHaveLength(1)
    expect(gzipSync(readFileSync(path.join(PUBLIC, loaded[0]))).length).toBeLessThanOrEqual(5 * 1024)
  })
})
