import type { Page } from "@playwright/test"
import { DESKTOP, expect, test, visit } from "./support/browser"
import {
  business,
  coverAltOf,
  displayedPhone,
  photosInGalleryOrder,
  projects,
  services,
  smsLink,
  telLink,
  testimonials,
} from "./support/content"
import { CORE_SERVICE_COUNT, RECENT_WORK_PHOTOS } from "../../src/contract/rules"
import { VIEWER_SCRIPT } from "../../src/components/gallery/viewer-chunk"
import { PHONE_390 } from "./support/editor"
import { TRUST_STRIP_LABEL } from "../../src/components/features/TrustStrip"
import { MA_LICENCE_LOOKUP } from "../../src/lib/licence-lookup"
import { servicePagePath } from "../../src/lib/paths"
import { HERO } from "./support/hero-photos"

let page: Page

test.beforeEach(({ page: current }) => {
  page = current
})

const main = () => page.getByRole("main")
const headings = (level: number) => main().getByRole("heading", { level }).allTextContents()
const hrefOf = (name: string | RegExp) => main().getByRole("link", { name, exact: true }).getAttribute("href")

test.describe("home", () => {
  test.beforeEach(() => visit(page, "/"))

  test("has the hero headline and its three actions", async () => {
    expect(await headings(1)).toEqual([`Expert General Contractor & Home Maintenance in ${business.serviceArea}`])
    expect(await hrefOf("Get a Free Estimate")).toBe("/contact")
    expect(await hrefOf("Send a Quick SMS")).toBe(smsLink)
    expect(await hrefOf("Call Now")).toBe(telLink)
  })

  test("introduces the business with a link to /about", async () => {
    expect(await hrefOf("Learn more about us")).toBe("/about")
  })

  test("shows the six core services, each linking to its entry on /services", async () => {
    const core = services.filter((service) => service.core)
    expect(core).toHaveLength(CORE_SERVICE_COUNT)
    const section = main().getByRole("region", { name: "Our Core Services" })
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(core.map((s) => s.name))
    const targets = await section
      .getByRole("link", { name: /^More about/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))
    expect(targets).toEqual(core.map((s) => `/services#${s.slug}`))
    expect(await hrefOf("Explore All Services")).toBe("/services")
  })

  test("shows the owner's recent work: the first photos in gallery order, each a link to its project or to the photo in the gallery", async () => {
    const recent = photosInGalleryOrder().slice(0, RECENT_WORK_PHOTOS)
    const section = main().getByRole("region", { name: "Recent Work" })
    expect(await section.count()).toBe(recent.length > 0 ? 1 : 0)
    if (recent.length === 0) return
    const links = section.getByRole("listitem").getByRole("link")
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
      recent.map((photo) =>
        projects.some((project) => project.folder === photo.folder)
          ? `/projects/${photo.folder}`
          : `/gallery?photo=${encodeURIComponent(photo.fileName.replace(/\.[^.]+$/, ""))}`,
      ),
    )
    // Each named by its photo's description (the picture's, or its placeholder's until it nears).
    expect(
      await links.evaluateAll((anchors) =>
        anchors.map(
          (a) =>
            a.querySelector("[alt], [aria-label]")?.getAttribute("alt") ??
            a.querySelector("[aria-label]")?.getAttribute("aria-label"),
        ),
      ),
    ).toEqual(recent.map((photo) => photo.alt))
    expect(await section.getByRole("link", { name: "See all our work" }).getAttribute("href")).toBe("/gallery")
  })

  test("shows the three trust points", async () => {
    const section = main().getByRole("region", { name: "Why Homeowners Choose Us" })
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      `${business.yearsExperience}+ Years of Experience`,
      "Quality Craftsmanship",
      "Customer Focused",
    ])
    expect(`${business.yearsExperience}+`).toBe("20+")
  })

  test("quotes two testimonials from testimonials.json and links to /testimonials", async () => {
    const section = main().getByRole("region", { name: "What Our Customers Say" })
    const quotes = await section.locator("blockquote").allTextContents()
    expect(quotes).toEqual(testimonials.slice(0, 2).map((t) => `“${t.comment}”`))
    expect(await hrefOf("Read more testimonials")).toBe("/testimonials")
  })

  test("closes with Request a Quote and Send SMS for Fast Quote", async () => {
    expect(await hrefOf("Request a Quote")).toBe("/contact")
    expect(await hrefOf("Send SMS for Fast Quote")).toBe(smsLink)
  })
})

test.describe("about", () => {
  test.beforeEach(() => visit(page, "/about"))

  test("tells the story, the three core values and the four differences, then calls to action", async () => {
    expect(await headings(2)).toEqual(["Our Story", "Our Core Values", "What Makes Us Different", expect.any(String)])
    expect(await main().getByRole("region", { name: "Our Story" }).locator("p").count()).toBeGreaterThanOrEqual(2)
    expect(
      await main().getByRole("region", { name: "Our Core Values" }).getByRole("heading", { level: 3 }).allTextContents(),
    ).toEqual(["Quality Craftsmanship", "Customer Satisfaction", "Integrity & Honesty"])
    expect(
      await main().getByRole("region", { name: "What Makes Us Different" }).getByRole("heading", { level: 3 }).allTextContents(),
    ).toEqual(["Local Expertise", "Comprehensive Services", "Licensed & Insured", "Free Detailed Estimates"])
    expect(await hrefOf("Request a Quote")).toBe("/contact")
  })
})

test.describe("services", () => {
  test.beforeEach(() => visit(page, "/services"))

  test("groups the 16 services under the five categories in the order of docs/requirements.md", async () => {
    const categories = ["Remodeling", "Construction", "Flooring", "Roofing", "Repairs & Maintenance"]
    expect((await headings(2)).slice(0, 5)).toEqual(categories)
    for (const category of categories) {
      const names = await main().getByRole("region", { name: category }).getByRole("heading", { level: 3 }).allTextContents()
      expect(names).toEqual(services.filter((s) => s.category === category).map((s) => s.name))
    }
    expect(await main().locator("article").count()).toBe(services.length)
  })

  test("gives each service its slug as id and a Request Quote link carrying its name", async () => {
    const links = main().getByRole("link", { name: /^Request Quote for / })
    expect(await links.count()).toBe(services.length)
    for (const service of services) {
      const card = main().locator(`article#${service.slug}`)
      const link = card.getByRole("link", { name: `Request Quote for ${service.name}` })
      expect(await link.getAttribute("href")).toBe(`/contact?service=${encodeURIComponent(service.name)}`)
      expect(await link.evaluate((a) => a.textContent)).toBe(`Request Quote for ${service.name}`)
      // Sighted visitors read "Request Quote"; the service name is for screen readers only.
      const hiddenPart = await link.locator(".visually-hidden").boundingBox()
      expect(hiddenPart && hiddenPart.width * hiddenPart.height).toBeLessThanOrEqual(1)
    }
  })

  test("ends with an advantages block and a call to action", async () => {
    const h2s = await headings(2)
    expect(h2s[5]).toBe("The Advantages of Working With Us")
    expect(await main().getByRole("region", { name: h2s[5] }).getByRole("heading", { level: 3 }).count()).toBe(4)
    expect(await hrefOf("Request a Quote")).toBe("/contact")
  })

  test("lands on a service from its #slug", async () => {
    await page.goto("about:blank")
    await visit(page, "/services#roof-repair")
    const top = await page.locator("#roof-repair").evaluate((element) => element.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(200)
  })
})

test("/services: the first card's photo is in the page's HTML, fetched at once with high priority, so it paints before the script runs", async ({
  openPage,
}) => {
  const { page: noScript } = await openPage(PHONE_390, { javaScriptEnabled: false })
  await noScript.goto("/services")
  const pictures = await noScript.locator("main article img").evaluateAll((images) =>
    images.map((image) => ({
      inNoscript: image.closest("noscript") !== null,
      loading: image.getAttribute("loading"),
      priority: image.getAttribute("fetchpriority"),
    })),
  )
  expect(pictures[0]).toEqual({ inNoscript: false, loading: "eager", priority: "high" })
  expect(
    pictures.filter((picture) => picture.priority === "high"),
    "one photo first",
  ).toHaveLength(1)
})

test.describe("testimonials", () => {
  test.beforeEach(() => visit(page, "/testimonials"))

  test("shows a card per testimonial of content/ with name, location, project, a 4 or 5 star rating and the comment", async () => {
    const cards = main().locator("figure")
    expect(await cards.count()).toBe(testimonials.length)
    for (const [index, testimonial] of testimonials.entries()) {
      const card = cards.nth(index)
      const text = await card.textContent()
      for (const part of [testimonial.name, testimonial.location, testimonial.project, testimonial.comment]) {
        expect(text).toContain(part)
      }
      expect([4, 5]).toContain(testimonial.rating)
      expect(await card.getByRole("img", { name: `Rated ${testimonial.rating} out of 5 stars` }).count()).toBe(1)
      const filledStars = await card
        .locator("svg")
        .evaluateAll((stars) => stars.filter((star) => getComputedStyle(star).fill !== "none").length)
      expect(filledStars).toBe(testimonial.rating)
    }
  })
})

test.describe("contact", () => {
  test.beforeEach(() => visit(page, "/contact"))

  test("offers call, SMS and e-mail with the number and address visible", async () => {
    const direct = main().getByRole("region", { name: "Get in Touch Directly" })
    const hrefs = await direct.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs).toEqual([telLink, smsLink, `mailto:${business.email}?subject=Free%20estimate%20request`])
    const text = await direct.textContent()
    expect(text).toContain(displayedPhone)
    expect(text).toContain(business.email)
  })

  test("names the service area and the business hours", async () => {
    const section = main().getByRole("region", { name: "Service Area and Hours" })
    const text = await section.textContent()
    expect(text).toContain(business.serviceArea)
    for (const hours of ["Monday-Friday", "8:00 AM-6:00 PM", "Saturday", "9:00 AM-3:00 PM", "Sunday", "Closed"]) {
      expect(text).toContain(hours)
    }
    expect(text).toContain("Emergency services may be available on request.")
  })

  test("has a place for the message form", async () => {
    expect(await main().getByRole("region", { name: "Send Us a Message" }).getByRole("form").count()).toBe(1)
  })
})

// Horizontal scrolling on every page, at 320 to 1280 px, is checked in every-page.test.ts.
test.describe("every page", () => {
  test("reads fully without JavaScript", async ({ openPage }) => {
    const noScript = await openPage(DESKTOP, { javaScriptEnabled: false })
    const expectations: Record<string, string[]> = {
      "/": [`Expert General Contractor & Home Maintenance in ${business.serviceArea}`, "Our Core Services", "Customer Focused"],
      "/about": ["Our Story", "Integrity & Honesty", "Free Detailed Estimates"],
      "/services": services.map((s) => s.name),
      "/testimonials": testimonials.map((t) => t.comment),
      "/contact": [displayedPhone, business.email, "Send Us a Message"],
      "/gallery": ["Gallery"],
      "/thank-you": ["Message Sent!", "We'll be in touch shortly.", displayedPhone, business.email],
    }
    for (const [path, texts] of Object.entries(expectations)) {
      const response = await noScript.page.goto(path)
      expect(response?.status()).toBe(200)
      const body = await noScript.page.locator("body").innerText()
      for (const text of texts)
        expect({ path, has: body.includes(text) ? text : `missing: ${text}` }).toEqual({ path, has: text })
      // Nothing waits for a script to become visible.
      const hidden = await noScript.page.evaluate(
        () =>
          Array.from(document.querySelectorAll<HTMLElement>("main *")).filter((el) => getComputedStyle(el).opacity === "0")
            .length,
      )
      expect({ path, hidden }).toEqual({ path, hidden: 0 })
    }
  })
})

for (const path of ["/", servicePagePath(services[0].slug)])
  test(`${path}: the strip of trust right under the first band: years, free estimates, the licences to check; two rows on a phone, one on a desktop`, async ({
    openPage,
  }) => {
    for (const [screen, rows] of [
      [PHONE_390, 2],
      [DESKTOP, 1],
    ] as const) {
      const { page: current } = await openPage(screen)
      await visit(current, path)
      const strip = current.getByRole("region", { name: TRUST_STRIP_LABEL }).getByRole("list")
      const items = strip.getByRole("listitem")
      await expect(items.nth(0)).toHaveText(`${business.yearsExperience}+ Years in Business`)
      await expect(items.nth(1)).toHaveText("Free Written Estimates")
      await expect(items.nth(2)).toContainText("Licensed & Insured")
      const numbers = [
        `MA HIC #${business.hicRegistration}`,
        business.constructionSupervisorLicense && `CSL ${business.constructionSupervisorLicense}`,
      ]
      const links = items.nth(2).getByRole("link")
      await expect(links).toHaveCount(numbers.filter(Boolean).length)
      for (const [index, number] of numbers.filter((each): each is string => Boolean(each)).entries()) {
        await expect(links.nth(index)).toContainText(number)
        await expect(links.nth(index)).toHaveAttribute("href", MA_LICENCE_LOOKUP)
      }
      const band = await current.locator(HERO).boundingBox()
      const stripBox = (await strip.boundingBox())!
      expect(stripBox.y, "right under the first band").toBeGreaterThanOrEqual(band!.y + band!.height)
      expect(stripBox.y - (band!.y + band!.height), "right under the first band").toBeLessThan(40)
      // A row ends where an item starts below every item before it.
      const shown = await items.evaluateAll((all) =>
        all.map((item) => item.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
      )
      const rowsShown = shown.filter((item, index) => shown.slice(0, index).every((before) => item.top >= before.bottom)).length
      expect(rowsShown, `${screen.width} px wide: rows`).toBe(rows)
    }
  })

/** The service cards of a page, each with the service it shows. */
const SERVICE_CARDS = [
  {
    path: "/services",
    cards: (current: Page) => services.map((service) => ({ service, card: current.locator(`main article#${service.slug}`) })),
  },
  {
    path: "/",
    cards: (current: Page) =>
      services
        .filter((service) => service.core)
        .map((service, index) => ({
          service,
          card: current.getByRole("region", { name: "Our Core Services" }).locator("article").nth(index),
        })),
  },
]

for (const { path, cards } of SERVICE_CARDS)
  test(`${path}: each service card shows its service's first photo, or its icon without photos, within half a phone's screen`, async ({
    openPage,
  }) => {
    const { page: phone } = await openPage(PHONE_390)
    await visit(phone, path)
    for (const { service, card } of cards(phone)) {
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(service.name)
      const alt = coverAltOf(service.slug)
      const images = card.locator("img")
      if (alt === undefined) {
        expect(await images.count(), `${service.name} has no photo`).toBe(0)
        expect(await card.locator("svg").count(), `${service.name}'s icon`).toBeGreaterThanOrEqual(1)
      } else {
        expect(await images.count(), `${service.name}'s photo`).toBe(1)
        expect(await images.getAttribute("alt")).toBe(alt)
        // The gallery's tile files, fetched as the visitor nears the card.
        await card.scrollIntoViewIfNeeded()
        await expect
          .poll(() => images.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
          .toBeGreaterThan(0)
      }
      const height = (await card.boundingBox())?.height ?? Infinity
      expect(height, `${service.name}'s card`).toBeLessThanOrEqual(PHONE_390.height / 2)
    }
  })

test("a recent work photo in no project opens the gallery's viewer on it; the home page fetches no viewer code", async ({
  openPage,
}) => {
  const recent = photosInGalleryOrder().slice(0, RECENT_WORK_PHOTOS)
  const target = recent.find((photo) => !projects.some((project) => project.folder === photo.folder))
  test.skip(target === undefined, "every recent photo belongs to a project")
  const { page: phone } = await openPage(PHONE_390)
  const scripts: string[] = []
  phone.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url())
  })
  await visit(phone, "/")
  const link = phone.getByRole("region", { name: "Recent Work" }).getByRole("link", { name: target?.alt })
  await link.scrollIntoViewIfNeeded()
  await expect.poll(() => link.locator("img").count()).toBe(1)
  expect(scripts.filter((address) => VIEWER_SCRIPT.test(address))).toEqual([])
  await link.click()
  const viewer = phone.getByRole("dialog")
  await viewer.waitFor()
  expect(new URL(phone.url()).pathname).toBe("/gallery")
  expect(await viewer.locator("figcaption").textContent()).toContain(target?.caption)
})
