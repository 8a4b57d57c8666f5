import type { Page } from "@playwright/test"
import { expect, siteUrl, test, visit, waitForHydration } from "./support/browser"
import { business, photoCountFor, services, smsLink, telLink, testimonials } from "./support/content"
import { breadcrumbRows, jsonLdItems } from "./support/json-ld"
import { PUBLIC } from "./support/public-files"
import { builtPageHtml } from "../support/built-site"
import { SERVICE_PAGE_PHOTOS, seeAllPhotosLabel } from "../../src/lib/service-photos"

const pathOf = (slug: string) => `/services/${slug}`

const mainWords = (page: Page) =>
  page.getByRole("main").evaluate((main: HTMLElement) => main.innerText.split(/\s+/).filter((word) => /\w/.test(word)).length)

// One load per service page serves all its checks, whatever the number of services.
for (const service of services)
  test(`the page of ${service.name} tells about the service, shows where it sits and offers a quote`, async ({ page }) => {
    await visit(page, pathOf(service.slug))

    await test.step("names the service in its h1, title and description, with the service area, is canonical, and tells homeowners about the work in at least 150 words", async () => {
      expect(await page.locator("h1").allTextContents()).toEqual([service.name])
      const title = await page.title()
      expect(title).toContain(service.name)
      expect(title).toContain(business.serviceArea)
      const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? ""
      expect(description).toContain(service.name)
      expect(description).toContain(business.serviceArea)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
      expect(new URL(canonical ?? "").pathname).toBe(pathOf(service.slug))

      expect(await mainWords(page)).toBeGreaterThanOrEqual(150)
      const includes = page.getByRole("region", { name: "What the Work Includes" }).getByRole("listitem")
      expect(await includes.allTextContents()).toEqual(service.includes)
      const steps = page.getByRole("region", { name: "How a Job Runs" }).getByRole("listitem")
      expect(await steps.allTextContents()).toEqual(service.steps)
    })

    await test.step("shows breadcrumbs Home › Our Services › the service, also as BreadcrumbList data, and describes the Service, provided by the business, in the service area", async () => {
      const trail = page.getByRole("navigation", { name: "Breadcrumb" })
      expect(await trail.getByRole("listitem").allTextContents()).toEqual(["Home", "Our Services", service.name])
      expect(await trail.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
        "/",
        "/services",
      ])
      expect(await breadcrumbRows(page)).toEqual([
        [1, "Home", "/"],
        [2, "Our Services", "/services"],
        [3, service.name, pathOf(service.slug)],
      ])

      const item = (await jsonLdItems(page)).find((entry) => entry["@type"] === "Service")
      expect(item).toMatchObject({
        name: service.name,
        description: service.description,
        areaServed: { "@type": "State", name: business.serviceArea },
      })
      expect(String((item?.provider as { "@id": string })["@id"])).toMatch(/\/#business$/)
      expect(new URL(String(item?.url)).pathname).toBe(pathOf(service.slug))
    })

    await test.step("offers a quote for this service, a call and a text; shows its project photos (or none) and the customer whose project it was", async () => {
      const main = page.getByRole("main")
      const quote = main.getByRole("link", { name: "Request a Free Quote" })
      expect(await quote.getAttribute("href")).toBe(`/contact?service=${encodeURIComponent(service.name)}`)
      expect(await main.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe(telLink)
      expect(await main.getByRole("link", { name: "Send a Text" }).getAttribute("href")).toBe(smsLink)

      const count = photoCountFor(service.slug)
      const photos = page.getByRole("region", { name: "Project Photos" })
      expect(await photos.count()).toBe(count > 0 ? 1 : 0)
      if (count > 0) {
        // A few of them, and a link to all when there are more.
        const shown = await photos.getByRole("listitem").count()
        expect(shown).toBe(Math.min(shown, count, SERVICE_PAGE_PHOTOS))
        expect(await photos.getByRole("link", { name: seeAllPhotosLabel(service.name, count) }).count()).toBe(
          count > shown ? 1 : 0,
        )
      }
      expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/\/static\/.+\.jpg$/)

      const testimonial = testimonials.find((entry) => entry.project === service.name)
      const quoteRegion = page.getByRole("region", { name: "What a Customer Says" })
      expect(await quoteRegion.count()).toBe(testimonial ? 1 : 0)
      if (testimonial) expect(await quoteRegion.textContent()).toContain(testimonial.comment)
    })
  })

test.describe("service pages", () => {
  test("have unique titles and descriptions", async ({ page }) => {
    // The built pages' heads, read as a browser reads them, without loading each page.
    const html = services.map((service) => builtPageHtml(PUBLIC, pathOf(service.slug)))
    const heads = await page.evaluate((documents) => {
      const parser = new DOMParser()
      return documents.map((text) => {
        const parsed = parser.parseFromString(text, "text/html")
        return { title: parsed.title, description: parsed.querySelector('meta[name="description"]')?.getAttribute("content") }
      })
    }, html)
    expect(new Set(heads.map((head) => head.title)).size).toBe(services.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(services.length)
  })

  test("open the viewer on a related photo", async ({ openPage }) => {
    const withPhotos = services.find((service) => photoCountFor(service.slug) > 0)
    if (!withPhotos) return
    const { page } = await openPage()
    await visit(page, pathOf(withPhotos.slug))
    const photos = page.getByRole("region", { name: "Project Photos" }).getByRole("listitem").getByRole("link")
    const shown = await photos.count()
    await photos.first().click()
    await page.getByRole("dialog").waitFor()
    expect(await page.getByRole("dialog").locator("figcaption").textContent()).toContain(`1 of ${shown} on this page`)
  })

  test("lead from the quote button to the contact form with the service filled in", async ({ openPage }) => {
    const service = services[services.length - 1]
    const { page } = await openPage()
    await visit(page, pathOf(service.slug))
    await page.getByRole("main").getByRole("link", { name: "Request a Free Quote" }).click()
    await page.waitForURL((url) => url.pathname === "/contact")
    await waitForHydration(page)
    await page.waitForFunction(
      (name) => document.querySelector<HTMLInputElement>('input[name="service"]')?.value === name,
      service.name,
    )
    expect(await page.getByLabel(/^Service needed/).inputValue()).toBe(service.name)
  })

  test("are linked from /services, each card keeping its Request Quote link", async ({ openPage }) => {
    const { page } = await openPage()
    await visit(page, "/services")
    for (const service of services) {
      const card = page.locator(`#${service.slug}`)
      expect(await card.getByRole("link", { name: `Learn more about ${service.name}` }).getAttribute("href")).toBe(
        pathOf(service.slug),
      )
      expect(await card.getByRole("link", { name: `Request Quote for ${service.name}` }).count()).toBe(1)
    }
  })

  test("are in the sitemap", async ({ openPage }) => {
    const { page } = await openPage()
    const sitemap = await (await page.request.get(siteUrl("/sitemap-0.xml"))).text()
    for (const service of services) expect(sitemap).toContain(`${pathOf(service.slug)}</loc>`)
  })
})

test.describe("local-business facts", () => {
  test("show the MA HIC registration in the footer of every page", async ({ openPage }) => {
    const { page } = await openPage()
    for (const path of ["/", "/contact", pathOf(services[0].slug)]) {
      await visit(page, path)
      expect(await page.getByRole("contentinfo").textContent()).toContain(`MA HIC Reg. #${business.hicRegistration}`)
    }
  })

  test("give search engines the postal address of the GeneralContractor", async ({ openPage }) => {
    const { page } = await openPage()
    await visit(page, "/")
    const data = (await jsonLdItems(page)).find((item) => item["@type"] === "GeneralContractor")
    expect(data?.address).toEqual({
      "@type": "PostalAddress",
      ...(business.address.streetAddress ? { streetAddress: business.address.streetAddress } : {}),
      addressLocality: business.address.addressLocality,
      addressRegion: "MA",
      postalCode: business.address.postalCode,
      addressCountry: "US",
    })
  })
})
