import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import type { Page, Route } from "@playwright/test"
import { CONTACT_TIMEOUT_MS, EMPTY_DRAFT } from "../../src/lib/contact-message"
import { THANK_YOU_PATH } from "../../src/lib/paths"
import { PHOTO_FIELDS } from "../../src/lib/job-photos"
import { FIRST_PAGE_FIELD, QUOTE_PAGE_FIELD } from "../../src/lib/visit-pages"
import { DESKTOP, expect, siteUrl, test, visit, waitForHydration } from "./support/browser"
import { business, displayedPhone } from "./support/content"
import { builtPages, PUBLIC } from "./support/public-files"
import { builtPageHtml } from "../support/built-site"
import { allows, recordViolations, violations } from "./support/policy"
import { FORM_SERVICE_ENDPOINT, FORM_SERVICE_REQUESTS, NETLIFY_MODE_URL } from "./support/server"
import { requestsWithMessage, uniqueMessage } from "./support/requests"
import { sitemapPaths } from "./support/routes"

/**
 * A homeowner's request for an estimate reaches the owner: with JavaScript (contact-notifications
 * checks the notifications and the request the script sends), without it, and never a bot's. The
 * site is served by scripts/local-host/serve.js, which keeps each request as Netlify Forms does on the host.
 */

const FIELDS = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Deck Construction",
}

async function fillForm(page: Page, message: string) {
  await page.getByLabel(/^Name/).fill(FIELDS.name)
  await page.getByLabel(/^Email/).fill(FIELDS.email)
  await page.getByLabel(/^Phone/).fill(FIELDS.phone)
  await page.getByLabel(/^Service needed/).fill(FIELDS.service)
  await page.getByLabel(/^Message/).fill(message)
}

const values = (page: Page) =>
  Promise.all([/^Name/, /^Email/, /^Phone/, /^Service needed/, /^Message/].map((label) => page.getByLabel(label).inputValue()))

const openToast = (page: Page) => page.getByRole("region", { name: "Notifications (F8)" }).locator('li[data-state="open"]')

/** The site's form post (to "/"), as the page's script sends it. */
const isFormPost = (route: Route) => route.request().method() === "POST"

test("without JavaScript, the form posts itself, lands on the thank-you page and reaches the owner whole", async ({
  openPage,
}) => {
  const { page } = await openPage(DESKTOP, { javaScriptEnabled: false })
  await page.goto(siteUrl("/contact?service=Deck%20Construction"))
  const message = uniqueMessage("Our deck needs new boards.\nAny day next week works.")
  await fillForm(page, message)
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.waitForURL(siteUrl(THANK_YOU_PATH))

  expect(await page.locator("h1").textContent()).toBe("Message Sent!")
  const body = await page.locator("body").innerText()
  for (const text of ["We'll be in touch shortly.", displayedPhone, business.email]) expect(body).toContain(text)
  expect(requestsWithMessage(message)).toEqual([
    {
      form: "contact",
      page: "/contact?service=Deck%20Construction",
      receivedAt: expect.any(String),
      // Without JavaScript nothing tracks the pages: their hidden fields arrive empty.
      fields: { ...FIELDS, message, "first-page": "", "quote-page": "" },
    },
  ])
})

test("a bot's post (the honeypot filled) is answered as sent, and nothing is kept", async ({ page }) => {
  await visit(page, "/contact")
  const message = uniqueMessage("Cheap backlinks for your site")
  await fillForm(page, message)
  // Out of sight and out of the tab order: only a bot fills it.
  await page.locator('input[name="website"]').fill("http://spam.example", { force: true })
  const answer = page.waitForResponse((response) => response.request().method() === "POST")
  await page.getByRole("button", { name: "Send Message" }).click()
  expect((await answer).status()).toBe(200)
  await expect(openToast(page)).toContainText("Message Sent!")
  expect(requestsWithMessage(message)).toEqual([])
})

test.describe("when the request does not get through", () => {
  test("a 500 answer shows Error Sending Message and keeps every field filled", async ({ page }) => {
    await visit(page, "/contact")
    await page.route("/", (route) => (isFormPost(route) ? route.fulfill({ status: 500 }) : route.fallback()))
    const message = uniqueMessage("Is the roof covered?")
    await fillForm(page, message)
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(openToast(page)).toContainText("Error Sending Message")
    expect(await values(page)).toEqual([...Object.values(FIELDS), message])
  })

  test(`no answer within ${CONTACT_TIMEOUT_MS / 1000} s shows Error Sending Message and keeps every field filled`, async ({
    page,
  }) => {
    await visit(page, "/contact")
    // The post is held and never answered; the page's clock is moved on instead of waiting.
    const held: Route[] = []
    await page.route("/", (route) => (isFormPost(route) ? void held.push(route) : route.fallback()))
    await page.clock.install()
    const message = uniqueMessage("Can you look at the porch?")
    await fillForm(page, message)
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect.poll(() => held.length).toBe(1)
    await page.clock.runFor(CONTACT_TIMEOUT_MS - 1000)
    expect(await openToast(page).count()).toBe(0)
    await page.clock.runFor(1000)
    await expect(openToast(page)).toContainText("Error Sending Message")
    expect(await values(page)).toEqual([...Object.values(FIELDS), message])
    await held[0].abort()
  })
})

test.describe("the built /contact page", () => {
  /** Every form of a built page, as Netlify's deploy-time detection reads the HTML. */
  const formsOf = (page: Page, html: string) =>
    page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "text/html")
      return Array.from(document.forms).map((form) => ({
        name: form.getAttribute("name"),
        netlify: form.getAttribute("data-netlify") === "true" || form.hasAttribute("netlify"),
        method: form.getAttribute("method")?.toUpperCase(),
        enctype: form.getAttribute("enctype"),
        action: form.getAttribute("action"),
        honeypot: form.getAttribute("netlify-honeypot"),
        formName: form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value,
        fields: Array.from(form.querySelectorAll("input, textarea, select")).map((field) => field.getAttribute("name")),
      }))
    }, html)

  test("holds the form Netlify detects, by its documented rules, whatever the host", async ({ page }) => {
    const [form, ...others] = await formsOf(page, builtPageHtml(PUBLIC, "/contact"))
    expect(others).toEqual([])
    // A form is detected by its netlify attribute and known by its name, which the posts carry as form-name.
    expect(form).toMatchObject({ name: "contact", netlify: true, method: "POST", formName: "contact" })
    // Its photos go with it: one file field per photo, posted as multipart form data.
    expect(form.enctype).toBe("multipart/form-data")
    // Every field is named in the HTML, with what the script posts among them (Netlify drops fields it did not detect).
    expect(form.fields.every((name) => name)).toBe(true)
    expect([...form.fields].sort()).toEqual(
      ["form-name", "website", ...Object.keys(EMPTY_DRAFT), FIRST_PAGE_FIELD, QUOTE_PAGE_FIELD, ...PHOTO_FIELDS].sort(),
    )
    // The honeypot names a field of the form.
    expect(form.honeypot).toBe("website")
    // The action, where a browser lands after posting, is a page of the site.
    expect(form.action).toBe(THANK_YOU_PATH)
    expect(builtPageHtml(PUBLIC, THANK_YOU_PATH)).toContain("Message Sent!")
  })

  test("is the only page with a form of that name, and the thank-you page stays out of search engines", async ({ page }) => {
    const names: string[] = []
    for (const file of builtPages()) {
      for (const form of await formsOf(page, readFileSync(file, "utf8"))) if (form.netlify && form.name) names.push(form.name)
    }
    expect(names).toEqual(["contact"])
    expect(sitemapPaths()).not.toContain(THANK_YOU_PATH)
    await visit(page, THANK_YOU_PATH)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  })
})

/** The requests the form service's stand-in has kept (scripts/local-host/form-service.js), their fields. */
function formServiceRequests(): Array<Record<string, string>> {
  if (!existsSync(FORM_SERVICE_REQUESTS)) return []
  return readdirSync(FORM_SERVICE_REQUESTS).map(
    (file) =>
      (JSON.parse(readFileSync(path.join(FORM_SERVICE_REQUESTS, file), "utf8")) as { fields: Record<string, string> }).fields,
  )
}

test.describe("where the form sends, as the build decided it once", () => {
  /** Each built site: where its form posts without JavaScript and its script sends, and the fields of what arrived with `message`. */
  const SITES = [
    {
      name: "the site's own forms (requests/ under npm start, Netlify Forms on the host)",
      origin: new URL(siteUrl("/")).origin,
      action: siteUrl(THANK_YOU_PATH),
      target: siteUrl("/"),
      received: (message: string) => requestsWithMessage(message).map(({ fields }) => fields),
    },
    {
      name: "another form service (the netlify-mode site, built with GATSBY_CONTACT_ENDPOINT naming a stand-in)",
      origin: NETLIFY_MODE_URL,
      action: FORM_SERVICE_ENDPOINT,
      target: FORM_SERVICE_ENDPOINT,
      received: (message: string) => formServiceRequests().filter((fields) => fields.message === message),
    },
  ]

  for (const site of SITES) {
    test(`${site.name}: the form's action, its script's target and the page's policy agree; a request sent arrives, nothing refused`, async ({
      openPage,
    }) => {
      const { page } = await openPage(DESKTOP)
      await recordViolations(page)
      const response = await page.goto(`${site.origin}/contact`)
      const policy = response?.headers()["content-security-policy"] ?? ""
      await waitForHydration(page)
      const action = new URL((await page.locator("form").getAttribute("action")) ?? "", site.origin)
      expect(action.href).toBe(site.action)
      expect(allows(policy, "form-action", action, site.origin)).toBe(true)

      const message = uniqueMessage("Both sides read one decision.")
      await fillForm(page, message)
      const posted = page.waitForRequest((request) => request.method() === "POST")
      await page.getByRole("button", { name: "Send Message" }).click()
      const target = new URL((await posted).url())
      expect(target.href).toBe(site.target)
      expect(allows(policy, "connect-src", target, site.origin)).toBe(true)
      await expect(openToast(page)).toContainText("Message Sent!")
      expect(site.received(message)).toEqual([expect.objectContaining({ ...FIELDS, message })])
      expect(await violations(page)).toEqual([])
    })
  }
})
