import type { Page, Request } from "@playwright/test"
import { DESKTOP, expect, PHONE, test, visit } from "./support/browser"
import { requestsWithMessage, uniqueMessage } from "./support/requests"
import { MIN_SENDING_MS } from "../../src/lib/contact-message"
import { OPENED_DIRECTLY } from "../../src/lib/visit-pages"

const SENT_TITLE = "Message Sent!"
const SENT_DESCRIPTION =
  "Thank you for contacting us. We'll be in touch shortly. A copy of your initial interest has been prepared for your email."

let page: Page
test.beforeEach(({ page: current }) => {
  page = current
})

/**
 * The contact page, hydrated, with Playwright's clock in control of its timers from here on: time
 * stands still but for `page.clock.runFor`, so each step takes exactly the time the test says.
 */
async function contactPage(viewport: { width: number; height: number } = DESKTOP, search = ""): Promise<Page> {
  await page.setViewportSize(viewport)
  await visit(page, `/contact${search}`)
  const now = Date.now()
  await page.clock.install({ time: now })
  await page.clock.pauseAt(now + 1000)
  return page
}

const region = () => page.getByRole("region", { name: "Notifications (F8)" })
const toasts = () => region().locator("li")
const openToasts = () => region().locator('li[data-state="open"]')

const FORM_VALUES = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Roof Repair",
  message: "Two shingles blew off in the storm.",
}

async function fillForm(values: Partial<typeof FORM_VALUES> = {}) {
  const filled = { ...FORM_VALUES, ...values }
  await page.getByLabel(/^Name/).fill(filled.name)
  await page.getByLabel(/^Email/).fill(filled.email)
  await page.getByLabel(/^Phone/).fill(filled.phone)
  await page.getByLabel(/^Service needed/).fill(filled.service)
  await page.getByLabel(/^Message/).fill(filled.message)
  return filled
}

/** Submits a filled form and lets the "Sending..." moment pass: the success notification is then on screen. */
async function submitAndShowNotification() {
  await fillForm()
  await page.getByRole("button", { name: "Send Message" }).click()
  await page.clock.runFor(MIN_SENDING_MS)
  await openToasts().waitFor()
  // Let it finish sliding in (a CSS animation, which runs on real time), so it stands still.
  await openToasts().evaluate((toast) => Promise.all(toast.getAnimations().map((animation) => animation.finished)))
}

async function expectClosed() {
  await page.waitForFunction(() => document.querySelectorAll('li[data-state="open"]').length === 0)
}

test.describe("contact form", () => {
  test("shows Sending..., then the success notification, empties every field and delivers the request whole", async () => {
    await contactPage(DESKTOP, "?service=Deck%20Construction")
    expect(await page.getByLabel(/^Service needed/).inputValue()).toBe("Deck Construction")
    const requests: Request[] = []
    page.on("request", (request) => requests.push(request))
    const logged: string[] = []
    page.on("console", (message) => logged.push(message.text()))

    const sent = await fillForm({ message: uniqueMessage("Two shingles blew off in the storm.") })
    await page.getByRole("button", { name: "Send Message" }).click()
    const sending = page.getByRole("button", { name: "Sending..." })
    expect(await sending.isDisabled()).toBe(true)
    await page.clock.runFor(MIN_SENDING_MS)
    await openToasts().waitFor()

    expect(await openToasts().locator("div").first().innerText()).toBe(`${SENT_TITLE}\n${SENT_DESCRIPTION}`)
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Service needed/, /^Message/]) {
      expect(await page.getByLabel(label).inputValue()).toBe("")
    }
    expect(await page.getByRole("button", { name: "Send Message" }).isEnabled()).toBe(true)
    expect(logged.some((text) => text.startsWith("Contact form submission"))).toBe(true)
    // The request reached the site whole, once: every field, and the page it was sent from.
    expect(requestsWithMessage(sent.message)).toEqual([
      {
        form: "contact",
        page: "/contact?service=Deck%20Construction",
        receivedAt: expect.any(String),
        fields: { ...sent, "first-page": "/contact", "quote-page": OPENED_DIRECTLY },
      },
    ])
    // It went to the site itself and nowhere else; the page only fetched its own code and data besides.
    const origin = new URL(page.url()).origin
    expect(
      requests
        .filter((request) => request.method() !== "GET" || new URL(request.url()).origin !== origin)
        .map((request) => `${request.method()} ${request.url()}`),
    ).toEqual([`POST ${origin}/`])
  })

  test("lets the browser block an empty submit, with no notification", async () => {
    await contactPage()
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.clock.runFor(MIN_SENDING_MS * 2)
    expect(await page.getByLabel(/^Name/).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    expect(await page.getByRole("button", { name: "Sending..." }).count()).toBe(0)
    expect(await toasts().count()).toBe(0)
  })

  test("shows one notification for two quick submits", async () => {
    await contactPage()
    await submitAndShowNotification()
    await fillForm({ name: "Sam Second" })
    await page.getByRole("button", { name: "Send Message" }).click()
    await page.clock.runFor(MIN_SENDING_MS)
    expect(await openToasts().count()).toBe(1)
    await page.clock.runFor(1000)
    expect(await toasts().count()).toBe(1)
  })
})

test.describe("notifications", () => {
  test("close by themselves after 5000 ms", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.clock.runFor(4950)
    expect(await openToasts().count()).toBe(1)
    await page.clock.runFor(100)
    await expectClosed()
    await page.clock.runFor(1000)
    expect(await toasts().count()).toBe(0)
  })

  test("pause while the pointer is over them and close after the time that was left", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.clock.runFor(2000)
    await openToasts().hover()
    await page.clock.runFor(8000)
    expect(await openToasts().count()).toBe(1)
    await page.mouse.move(5, 5)
    await page.clock.runFor(2950)
    expect(await openToasts().count()).toBe(1)
    await page.clock.runFor(200)
    await expectClosed()
  })

  test("pause while the window is blurred", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.clock.runFor(1000)
    await page.evaluate(() => window.dispatchEvent(new Event("blur")))
    await page.clock.runFor(10_000)
    expect(await openToasts().count()).toBe(1)
    await page.evaluate(() => window.dispatchEvent(new Event("focus")))
    await page.clock.runFor(3950)
    expect(await openToasts().count()).toBe(1)
    await page.clock.runFor(100)
    await expectClosed()
  })

  test("are reached with F8, in an area labelled Notifications (F8)", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.keyboard.press("F8")
    const focusedInArea = await page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null)
    expect(focusedInArea).toBe(true)
    // Focus inside the area pauses the timer too.
    await page.clock.runFor(8000)
    expect(await openToasts().count()).toBe(1)
  })

  test("close on Escape", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.keyboard.press("Escape")
    await expectClosed()
  })

  test("close with their Close button", async () => {
    await contactPage()
    await submitAndShowNotification()
    await openToasts().getByRole("button", { name: "Close" }).click()
    await expectClosed()
  })

  test("stay after a 30 px drag and close after a 120 px swipe to the right", async () => {
    await contactPage()
    await submitAndShowNotification()
    const box = await openToasts().boundingBox()
    if (!box) throw new Error("no notification on screen")
    const x = box.x + 40
    const y = box.y + box.height / 2
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 30, y, { steps: 6 })
    await page.mouse.up()
    await page.clock.runFor(300)
    expect(await openToasts().count()).toBe(1)

    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 120, y, { steps: 12 })
    await page.mouse.up()
    await expectClosed()
  })

  test("are announced as 'Notification ...' for one second", async () => {
    await contactPage()
    await submitAndShowNotification()
    await page.clock.runFor(50)
    const announcement = page.locator('[role="status"][aria-live]').filter({ hasText: /^Notification / })
    expect(await announcement.first().textContent()).toBe(`Notification ${SENT_TITLE} ${SENT_DESCRIPTION}`)
    await page.clock.runFor(1000)
    expect(await announcement.count()).toBe(0)
  })

  test("use an area at most 420 px wide from 768 px up, and the full width on a phone", async ({ openPage }) => {
    await contactPage()
    await submitAndShowNotification()
    const viewportList = region().locator("ol")
    expect(await viewportList.evaluate((list) => getComputedStyle(list).maxWidth)).toBe("420px")
    expect((await viewportList.boundingBox())?.width).toBeLessThanOrEqual(420)

    // A fresh page: the first one's clock is paused.
    page = (await openPage(PHONE)).page
    await contactPage(PHONE)
    await submitAndShowNotification()
    expect((await region().locator("ol").boundingBox())?.width).toBe(PHONE.width)
  })
})
