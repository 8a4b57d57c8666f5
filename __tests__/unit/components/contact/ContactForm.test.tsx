import React from "react"
import { act, render, renderHook, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../../src/components/contact/ContactForm"
import { resetToasts, useToasts } from "../../../../src/components/notifications/toast-store"
import { CONTACT_TIMEOUT_MS, MIN_SENDING_MS } from "../../../../src/lib/contact-message"
import { recordPage } from "../../../../src/lib/visit-pages"
import { businessFixture } from "../../support/business-fixture"
import { contactDelivery } from "../../../../src/gatsby/contact-delivery"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.typing)

const SENT = {
  title: "Message Sent!",
  description:
    "Thank you for contacting us. We'll be in touch shortly. A copy of your initial interest has been prepared for your email.",
  variant: "default",
}
const FAILED = {
  title: "Error Sending Message",
  description: "Something went wrong. Please try again or contact us directly.",
  variant: "destructive",
}
const DRAFT = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Deck Construction",
  message: "Our deck needs <b>new</b> boards & railings.",
}

/** The form sends once "Sending..." is painted: the next frame (16 ms on the fake clock), then a task after it. */
const afterPaint = () => act(() => jest.advanceTimersByTimeAsync(20))

/** What fetch resolves to for an HTTP answer with this status (jsdom has no Response). */
const answer = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response

let fetchMock: jest.Mock
let info: jest.SpyInstance
let warn: jest.SpyInstance

beforeEach(() => {
  jest.useFakeTimers()
  window.localStorage.clear()
  window.sessionStorage.clear()
  resetToasts()
  fetchMock = jest.fn()
  global.fetch = fetchMock
  info = jest.spyOn(console, "info").mockImplementation(() => undefined)
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
})
afterEach(() => {
  jest.useRealTimers()
  info.mockRestore()
  warn.mockRestore()
})

function setup(props: { search?: string; endpoint?: string } = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  const toasts = renderHook(() => useToasts())
  const { unmount } = render(
    <ContactForm search={props.search ?? ""} delivery={contactDelivery(props.endpoint, false)} business={businessFixture} />,
  )
  const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
  const fields = {
    name: field(/^Name/),
    email: field(/^Email/),
    phone: field(/^Phone/),
    service: field(/^Service needed/),
    message: field(/^Message/),
  }
  async function fillIn(draft = DRAFT) {
    for (const [key, value] of Object.entries(draft) as Array<[keyof typeof fields, string]>) {
      await user.clear(fields[key])
      await user.type(fields[key], value)
    }
  }
  const submit = () => user.click(screen.getByRole("button", { name: /Send Message|Sending/ }))
  const values = () => Object.fromEntries(Object.entries(fields).map(([key, element]) => [key, element.value]))
  return { user, toasts, fields, fillIn, submit, values, unmount }
}

describe("ContactForm fields", () => {
  it("labels every field and uses the browser's own checks", () => {
    const { fields } = setup()
    expect(fields.name).toBeRequired()
    expect(fields.email).toBeRequired()
    expect(fields.email).toHaveAttribute("type", "email")
    expect(fields.phone).not.toBeRequired()
    expect(fields.phone).toHaveAttribute("type", "tel")
    expect(fields.service).not.toBeRequired()
    expect(fields.service).toHaveAttribute("type", "text")
    expect(fields.message).toBeRequired()
    expect(fields.message.tagName).toBe("TEXTAREA")
    expect(fields.message).toHaveAttribute("rows", "5")
  })

  it("prefills the service from ?service=", () => {
    const { fields } = setup({ search: "?service=Deck%20Construction" })
    expect(fields.service).toHaveValue("Deck Construction")
  })
})

/** The fields of the URL-encoded body the form was posted with. */
const postedFields = () => Object.fromEntries(new URLSearchParams(String((fetchMock.mock.calls[0][1] as RequestInit).body)))

describe("submitting to the site (the default: Netlify Forms on the host, requests/ under npm start)", () => {
  beforeEach(() => fetchMock.mockImplementation(async () => answer(200)))

  it("shows Sending... on a disabled button, sends once it is painted, then logs the data, resets every field and says Message Sent!", async () => {
    const { toasts, fillIn, submit, values } = setup({ search: "?service=Roof%20Repair" })
    await fillIn()
    await submit()
    const button = screen.getByRole("button", { name: "Sending..." })
    expect(button).toBeDisabled()
    // The tap is answered first: nothing of the sending runs before the frame that shows it.
    expect(fetchMock).not.toHaveBeenCalled()
    await afterPaint()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(toasts.result.current).toEqual([])

    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
    expect(values()).toEqual({ name: "", email: "", phone: "", service: "", message: "" })
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...SENT, open: true })])
    expect(info).toHaveBeenCalledWith("Contact form submission", DRAFT)
  })

  it("posts every field URL-encoded to the site itself, with the form's name, the empty honeypot and the pages that brought it, as Netlify expects", async () => {
    recordPage("/", undefined)
    recordPage("/services/deck-construction", "/")
    recordPage("/contact", "/services/deck-construction")
    const { fillIn, submit } = setup()
    await fillIn()
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith("/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: expect.any(String),
      signal: expect.any(AbortSignal),
    })
    expect(postedFields()).toEqual({
      "form-name": "contact",
      website: "",
      ...DRAFT,
      "first-page": "/",
      "quote-page": "/services/deck-construction",
    })
  })

  it.each([
    ["a 404 answer (the host's form detection off)", async () => answer(404)],
    ["a 500 answer", async () => answer(500)],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows Error Sending Message on %s and keeps everything typed", async (_case, response) => {
    fetchMock.mockImplementation(response)
    const { toasts, fillIn, submit, values } = setup()
    await fillIn()
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
    expect(values()).toEqual(DRAFT)
  })

  it("never puts what was typed into the page as HTML", async () => {
    const { fillIn, submit } = setup()
    await fillIn()
    expect(document.querySelector("b")).toBeNull()
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(document.querySelector("b")).toBeNull()
  })
})

describe("submitting to GATSBY_CONTACT_ENDPOINT", () => {
  const endpoint = "https://forms.example.org/f/abc"

  async function submitWith(response: () => Promise<Response>) {
    fetchMock.mockImplementation(response)
    const form = setup({ endpoint })
    await form.fillIn()
    await form.submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    return form
  }

  it("POSTs the data as JSON and says Message Sent! on a 2xx answer", async () => {
    const { toasts, values } = await submitWith(async () => answer(200))
    expect(fetchMock).toHaveBeenCalledWith(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...DRAFT, "first-page": "", "quote-page": "" }),
      signal: expect.any(AbortSignal),
    })
    expect(toasts.result.current[0]).toMatchObject(SENT)
    expect(values().name).toBe("")
  })

  it.each([
    ["a 500 answer", async () => answer(500)],
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("shows Error Sending Message on %s and keeps everything typed", async (_case, response) => {
    const { toasts, values } = await submitWith(response)
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
    expect(values()).toEqual(DRAFT)
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })
})

describe("a form service that does not answer", () => {
  const endpoint = "https://forms.example.org/f/slow"

  it(`is given up on after ${CONTACT_TIMEOUT_MS / 1000} seconds: Error Sending Message, everything typed kept`, async () => {
    let signal: AbortSignal | undefined
    let sentAt = 0
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined
          sentAt = Date.now()
          signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        }),
    )
    const { toasts, fillIn, submit, values } = setup({ endpoint })
    await fillIn()
    await submit()
    await afterPaint()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(() => jest.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 1 - (Date.now() - sentAt)))
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled()
    expect(toasts.result.current).toEqual([])
    await act(() => jest.advanceTimersByTimeAsync(1))
    expect(signal?.aborted).toBe(true)
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
    expect(values()).toEqual(DRAFT)
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("sends once however fast the visitor clicks twice", async () => {
    fetchMock.mockImplementation(async () => answer(200))
    const { fillIn } = setup({ endpoint })
    await fillIn()
    const form = screen.getByRole("form", { name: "Send us a message" })
    act(() => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    })
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe("a draft kept on the device until it is sent", () => {
  const clearButton = () => screen.queryByRole("button", { name: "Clear" })

  it("comes back after a reload with every field, a Clear button and a line saying it was kept", async () => {
    const first = setup()
    await first.fillIn()
    expect(clearButton()).toBeNull()
    first.unmount()

    const again = setup({ search: "?service=Roof%20Repair" })
    expect(again.values()).toEqual(DRAFT)
    expect(clearButton()).toHaveAccessibleDescription("What you typed before was kept on this device, until it is sent.")
  })

  it("is forgotten once sent: the next visit starts empty, without Clear", async () => {
    fetchMock.mockImplementation(async () => answer(200))
    const first = setup()
    await first.fillIn()
    await first.submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    first.unmount()
    const again = setup()
    expect(again.values()).toEqual({ name: "", email: "", phone: "", service: "", message: "" })
    expect(clearButton()).toBeNull()
  })

  it("stays after a failed send", async () => {
    fetchMock.mockImplementation(async () => answer(500))
    const first = setup()
    await first.fillIn()
    await first.submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    first.unmount()
    expect(setup().values()).toEqual(DRAFT)
  })

  it("is emptied by Clear, which leaves the service of ?service= and puts the visitor in the first field", async () => {
    const first = setup()
    await first.fillIn()
    first.unmount()
    const again = setup({ search: "?service=Roof%20Repair" })
    await again.user.click(clearButton() as HTMLElement)
    expect(again.values()).toEqual({ name: "", email: "", phone: "", service: "Roof Repair", message: "" })
    expect(again.fields.name).toHaveFocus()
    expect(clearButton()).toBeNull()
    again.unmount()
    expect(setup().values().name).toBe("")
  })

  it("is not kept when nothing was typed: a service filled in from ?service= alone", () => {
    setup({ search: "?service=Roof%20Repair" }).unmount()
    expect(setup().values().service).toBe("")
    expect(clearButton()).toBeNull()
  })
})

describe("when the form cannot send", () => {
  afterEach(() => Reflect.deleteProperty(window, "matchMedia"))

  const otherWay = (name: string) => screen.queryByRole("link", { name })
  const body = (href: string | null) => decodeURIComponent(/[?&]body=([^&]*)/.exec(href ?? "")?.[1] ?? "")

  it("offers the same request by text message and e-mail under the button, with everything typed, until a send succeeds", async () => {
    fetchMock.mockImplementation(async () => answer(500))
    const { fillIn, submit, toasts } = setup()
    await fillIn()
    expect(otherWay("by text message")).toBeNull()
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))

    const sms = otherWay("by text message")?.getAttribute("href") ?? null
    const mail = otherWay("by e-mail")?.getAttribute("href") ?? null
    expect(sms).toMatch(/^sms:\+16175550199\?&body=/)
    expect(mail).toMatch(/^mailto:hello@example\.org\?subject=Free%20estimate%20request%3A%20Deck%20Construction&body=/)
    for (const text of [DRAFT.name, DRAFT.phone, DRAFT.email, DRAFT.message]) {
      expect(body(sms)).toContain(text)
      expect(body(mail)).toContain(text)
    }
    expect(body(sms).startsWith(businessFixture.smsBody)).toBe(true)
    // The notification's action, off a touch screen: the e-mail.
    expect(toasts.result.current[0]).toMatchObject({ ...FAILED, action: { label: "Send by e-mail" } })

    fetchMock.mockImplementation(async () => answer(200))
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(otherWay("by text message")).toBeNull()
  })

  it("offers the text message as the notification's action on a touch screen", async () => {
    fetchMock.mockImplementation(async () => answer(500))
    window.matchMedia = jest.fn((query: string) => ({ matches: query === "(pointer: coarse)" }) as MediaQueryList)
    const { fillIn, submit, toasts } = setup()
    await fillIn()
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(toasts.result.current[0].action?.label).toBe("Send by text")
  })

  it("fails at once when the device is offline, without trying to send", async () => {
    const { fillIn, submit, toasts, values } = setup()
    await fillIn()
    const online = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false)
    try {
      await submit()
      await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    } finally {
      online.mockRestore()
    }
    expect(fetchMock).not.toHaveBeenCalled()
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
    expect(values()).toEqual(DRAFT)
  })
})

describe("photos of the job", () => {
  const picker = () => screen.getByLabelText(/^Photos of the job \(up to 5\)/) as HTMLInputElement
  const photo = (name: string, bytes: number, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type })
  /** The browser's XMLHttpRequest, as far as a request with photos uses it; `answer` ends it. */
  class FakeRequest {
    static made: FakeRequest[] = []
    /** The status every request is answered with at once; none: the test answers. */
    static answerAtOnce: number | undefined = 200
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onloadend?: () => void } = {}
    status = 0
    address = ""
    body?: FormData
    onload?: () => void
    onerror?: () => void
    onabort?: () => void
    open(_method: string, address: string) {
      this.address = address
    }
    setRequestHeader() {}
    send(body: FormData) {
      this.body = body
      FakeRequest.made.push(this)
      if (FakeRequest.answerAtOnce !== undefined) this.answer(FakeRequest.answerAtOnce)
    }
    answer(status: number) {
      this.upload.onloadend?.()
      this.status = status
      this.onload?.()
    }
    abort() {
      this.onabort?.()
    }
  }
  const realRequest = global.XMLHttpRequest
  beforeEach(() => {
    FakeRequest.made = []
    FakeRequest.answerAtOnce = 200
    global.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest
  })
  afterEach(() => {
    global.XMLHttpRequest = realRequest
  })

  /** The multipart body the form was posted with. */
  const postedForm = () => FakeRequest.made[0].body as FormData

  it("are chosen several at once, listed with a Remove button, and a removed one is not sent", async () => {
    const { user, fillIn, submit } = setup()
    await fillIn()
    // This browser (jsdom) decodes no photo: each goes as it is, within the request's 8 MB.
    await user.upload(picker(), [photo("porch.jpg", 1000), photo("steps.jpg", 2000), photo("rail.jpg", 3000)])
    await act(() => jest.advanceTimersByTimeAsync(0))
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "porch.jpgRemove",
      "steps.jpgRemove",
      "rail.jpgRemove",
    ])
    await user.click(screen.getByRole("button", { name: "Remove steps.jpg" }))
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))

    const form = postedForm()
    expect(form).toBeInstanceOf(FormData)
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === "string"))).toEqual({
      "form-name": "contact",
      website: "",
      ...DRAFT,
      "first-page": "",
      "quote-page": "",
    })
    expect(
      [...form.entries()].flatMap(([field, value]) => (value instanceof File ? [[field, value.name, value.size]] : [])),
    ).toEqual([
      ["photo-1", "porch.jpg", 1000],
      ["photo-2", "rail.jpg", 3000],
    ])
    // Sent: the list is empty again.
    expect(screen.queryAllByRole("listitem")).toEqual([])
  })

  it("leave out a file that is not a photo, one too large to send as it is and a sixth photo, each with a line", async () => {
    setup()
    // A computer's picker lets the visitor choose "All files" despite accept="image/*".
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, applyAccept: false })
    await user.upload(picker(), [
      photo("a.jpg", 10),
      photo("b.jpg", 10),
      photo("estimate.pdf", 10, "application/pdf"),
      photo("huge.heic", 9 * 1024 * 1024, "image/heic"),
    ])
    await act(() => jest.advanceTimersByTimeAsync(0))
    const lines = () => Array.from(document.querySelectorAll("form p")).map((line) => line.textContent)
    expect(lines()).toEqual(
      expect.arrayContaining([
        '"estimate.pdf" is not a photo, so it was left out.',
        '"huge.heic" cannot be prepared on this device and is too large to send as it is (9.0 MB). Save it as a JPEG and choose it again.',
      ]),
    )
    expect(screen.getAllByRole("listitem")).toHaveLength(2)

    // A new choice's lines replace the last one's.
    await user.upload(picker(), [photo("c.jpg", 10), photo("d.jpg", 10), photo("e.jpg", 10), photo("f.jpg", 10)])
    await act(() => jest.advanceTimersByTimeAsync(0))
    expect(screen.getAllByRole("listitem")).toHaveLength(5)
    expect(lines()).toContain('"f.jpg" was left out: up to 5 photos can be sent.')
    expect(lines()).not.toContain('"estimate.pdf" is not a photo, so it was left out.')
  })

  it(`gives a slow upload the time it takes, showing how much has gone, and gives up ${CONTACT_TIMEOUT_MS / 1000} s after its last bytes went out without an answer`, async () => {
    FakeRequest.answerAtOnce = undefined
    const { user, fillIn, submit, toasts, values } = setup()
    await fillIn()
    await user.upload(picker(), [photo("porch.jpg", 1000)])
    await act(() => jest.advanceTimersByTimeAsync(0))
    await submit()
    await afterPaint()
    const [request] = FakeRequest.made
    const bar = () => screen.queryByRole("progressbar", { name: "Sending photos" })
    expect(bar()).toHaveValue(0)
    // 25 s of uploading, its bytes going out all along.
    for (let second = 5; second <= 25; second += 5) {
      await act(() => jest.advanceTimersByTimeAsync(5000))
      act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: second, total: 25 }))
      expect(bar()).toHaveValue(second / 25)
    }
    act(() => request.upload.onloadend?.())
    expect(bar()).toHaveValue(1)
    await act(() => jest.advanceTimersByTimeAsync(CONTACT_TIMEOUT_MS - 1))
    expect(toasts.result.current).toEqual([])
    expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled()
    await act(() => jest.advanceTimersByTimeAsync(1))
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
    expect(values()).toEqual(DRAFT)
    // The photos stay chosen for the next try; the bar is gone.
    expect(bar()).toBeNull()
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["porch.jpgRemove"])
  })

  it("shows Error Sending Message when the answer to a request with photos is not a 2xx", async () => {
    FakeRequest.answerAtOnce = 500
    const { user, fillIn, submit, toasts } = setup()
    await fillIn()
    await user.upload(picker(), [photo("porch.jpg", 1000)])
    await act(() => jest.advanceTimersByTimeAsync(0))
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(toasts.result.current).toEqual([expect.objectContaining({ ...FAILED, open: true })])
  })
})

describe("without JavaScript", () => {
  it("is the form Netlify's deploy-time detection finds, posting to the site and landing on the thank-you page", () => {
    setup()
    const form = screen.getByRole("form", { name: "Send us a message" })
    expect(form).toHaveAttribute("name", "contact")
    expect(form).toHaveAttribute("method", "POST")
    expect(form).toHaveAttribute("action", "/thank-you")
    expect(form).toHaveAttribute("data-netlify", "true")
    expect(form).toHaveAttribute("netlify-honeypot", "website")
    expect(form.querySelector('input[type="hidden"][name="form-name"]')).toHaveValue("contact")
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled()
  })

  it("posts to the form service itself when there is one", () => {
    setup({ endpoint: "https://forms.example.org/f/abc" })
    const form = screen.getByRole("form", { name: "Send us a message" })
    expect(form).toHaveAttribute("action", "https://forms.example.org/f/abc")
    expect(form).toHaveAttribute("method", "POST")
  })
})

describe("honeypot", () => {
  it("posts a filled honeypot to the site like any message (the host discards it) and says Message Sent!", async () => {
    fetchMock.mockImplementation(async () => answer(200))
    const { toasts, fillIn, submit, user } = setup()
    await fillIn()
    await user.type(document.querySelector<HTMLInputElement>('input[name="website"]') as HTMLInputElement, "http://spam.example")
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(postedFields()).toMatchObject({ "form-name": "contact", website: "http://spam.example" })
    expect(toasts.result.current[0]).toMatchObject(SENT)
  })

  it("answers a filled honeypot with success but sends and logs nothing to another form service, which knows no honeypot", async () => {
    const { toasts, fillIn, submit, user } = setup({ endpoint: "https://forms.example.org/f/abc" })
    await fillIn()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    if (!honeypot) throw new Error("no honeypot")
    expect(honeypot).toHaveAttribute("tabindex", "-1")
    await user.type(honeypot, "http://spam.example")
    await submit()
    await act(() => jest.advanceTimersByTimeAsync(MIN_SENDING_MS))
    expect(toasts.result.current[0]).toMatchObject(SENT)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(info).not.toHaveBeenCalled()
  })
})
