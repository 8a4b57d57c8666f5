import type { Page } from "@playwright/test"
import { OPENED_DIRECTLY } from "../../src/lib/visit-pages"
import { violations } from "./support/axe"
import { expect, pageSettled, test, visit } from "./support/browser"
import { requestsWithMessage, uniqueMessage } from "./support/requests"
import { services } from "./support/content"
import { servicePagePath } from "../../src/lib/paths"

/**
 * Nothing a visitor typed is lost: the contact form keeps its draft on the device (the browser's
 * own storage) from the first key until the message is sent, through a reload or a closed tab,
 * and a send that fails offers the same text by text message and e-mail. On a phone, against the
 * production build served by scripts/local-host/serve.js.
 */
test.use({ viewport: { width: 390, height: 844 } })

const FIELDS = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Porch Repair",
}
const LABELS = { name: /^Name/, email: /^Email/, phone: /^Phone/, service: /^Service needed/, message: /^Message/ }
const KEPT_NOTE = "What you typed before was kept on this device, until it is sent."

async function fillForm(page: Page, message: string) {
  for (const [field, value] of Object.entries({ ...FIELDS, message })) {
    await page.getByLabel(LABELS[field as keyof typeof LABELS]).fill(value)
  }
}

/** Waits until every field shows `expected` (a restored draft appears once the page is interactive). */
async function expectFields(page: Page, expected: Record<keyof typeof LABELS, string>) {
  for (const [field, value] of Object.entries(expected)) {
    await expect(page.getByLabel(LABELS[field as keyof typeof LABELS])).toHaveValue(value)
  }
}
const EMPTY = { name: "", email: "", phone: "", service: "", message: "" }
const clearButton = (page: Page) => page.getByRole("button", { name: "Clear" })

test("a request typed offline fails at once, offers text and e-mail with the text, comes back after a reload and arrives whole once sent", async ({
  page,
  context,
}) => {
  await visit(page, "/contact")
  const posts: string[] = []
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())))
  const message = uniqueMessage("The porch steps are rotting & the second one gives under a foot.\nTuesday?")
  await fillForm(page, message)
  await expect(clearButton(page)).toHaveCount(0)

  // No signal: the error shows without the 15 s wait (well within the 5 s an expectation waits), nothing posted.
  await context.setOffline(true)
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Error Sending Message")
  expect(posts).toEqual([])
  await expectFields(page, { ...FIELDS, message })
  for (const name of ["by text message", "by e-mail"]) {
    const href = (await page.getByRole("link", { name, exact: true }).getAttribute("href")) ?? ""
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(href)?.[1] ?? "")
    for (const text of [FIELDS.name, FIELDS.phone, FIELDS.email, FIELDS.service, message])
      expect({ name, body }).toEqual({ name, body: expect.stringContaining(text) })
  }

  await context.setOffline(false)
  await visit(page, "/contact")
  await expectFields(page, { ...FIELDS, message })
  await expect(clearButton(page)).toBeVisible()
  await expect(page.getByText(KEPT_NOTE)).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Message Sent!")
  await expectFields(page, EMPTY)
  await expect(clearButton(page)).toHaveCount(0)
  expect(requestsWithMessage(message)).toEqual([
    expect.objectContaining({ fields: { ...FIELDS, message, "first-page": "/contact", "quote-page": OPENED_DIRECTLY } }),
  ])

  await visit(page, "/contact")
  await expect(page.getByLabel(LABELS.message)).toBeEditable()
  await expectFields(page, EMPTY)
  await expect(clearButton(page)).toHaveCount(0)
})

test("Clear empties a kept draft, for good, and leaves the visitor in the first field", async ({ page }) => {
  await visit(page, "/contact")
  await fillForm(page, uniqueMessage("Gutter over the garage leaks."))
  await visit(page, "/contact?service=Roof%20Repair")
  await expect(page.getByLabel(LABELS.service)).toHaveValue(FIELDS.service)

  await clearButton(page).click()
  await expectFields(page, { ...EMPTY, service: "Roof Repair" })
  await expect(page.getByLabel(LABELS.name)).toBeFocused()
  await expect(page.getByText(KEPT_NOTE)).toHaveCount(0)

  await visit(page, "/contact")
  await expectFields(page, EMPTY)
  await expect(clearButton(page)).toHaveCount(0)
})

test("a request sent after following a service page's quote link from the home page says both pages", async ({ page }) => {
  await visit(page, "/")
  await page.getByRole("link", { name: "Explore All Services" }).click()
  await page.waitForURL("**/services")
  await pageSettled(page)
  const [service] = services
  await page.getByRole("link", { name: `Learn more about ${service.name}` }).click()
  await page.waitForURL(`**${servicePagePath(service.slug)}`)
  await pageSettled(page)
  await page.getByRole("link", { name: "Request a Free Quote" }).first().click()
  await page.waitForURL("**/contact?service=*")
  await pageSettled(page)
  await expect(page.getByLabel(LABELS.service)).toHaveValue(service.name)

  const message = uniqueMessage("Please quote the whole job.")
  await fillForm(page, message)
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("region", { name: "Notifications (F8)" })).toContainText("Message Sent!")
  expect(requestsWithMessage(message)).toEqual([
    expect.objectContaining({
      fields: expect.objectContaining({ "first-page": "/", "quote-page": servicePagePath(service.slug) }),
    }),
  ])
})
