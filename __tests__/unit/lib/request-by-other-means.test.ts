import { cutTo, mailRequestHref, SMS_BODY_MAX, smsRequestHref } from "../../../src/lib/request-by-other-means"

const DRAFT = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "508-555-0100",
  service: "Porch Repair",
  message: "The porch steps are rotting & one gives way.\nCan you come Tuesday? 100% needed.",
}
const GREETING = "Hi! I'd like a free quote for a home project."

/** The decoded value of a field of a link's query (`body`, `subject`). */
const field = (href: string, name: string) => {
  const query = href.slice(href.indexOf("?") + 1).replace(/^&/, "")
  const part = query.split("&").find((pair) => pair.startsWith(`${name}=`)) ?? ""
  return decodeURIComponent(part.slice(name.length + 1))
}

describe("the request by text message, when the form could not send it", () => {
  it("goes to the business's number with the greeting, every detail given and the message, encoded", () => {
    const href = smsRequestHref("(508) 555-0142", GREETING, DRAFT)
    expect(href.startsWith("sms:+15085550142?&body=")).toBe(true)
    expect(href).not.toMatch(/[\n ]/)
    expect(field(href, "body")).toBe(
      `${GREETING}\n\nName: Pat Homeowner\nPhone: 508-555-0100\nEmail: pat@example.org\nService: Porch Repair\n\n${DRAFT.message}`,
    )
  })

  it("leaves out the details not given", () => {
    const body = field(smsRequestHref("5085550142", GREETING, { ...DRAFT, phone: " ", service: "" }), "body")
    expect(body).toBe(`${GREETING}\n\nName: Pat Homeowner\nEmail: pat@example.org\n\n${DRAFT.message}`)
  })

  it(`cuts a body over ${SMS_BODY_MAX} characters (what carriers deliver as one message) with "…", the details kept`, () => {
    const long = { ...DRAFT, message: "Rotten boards everywhere. ".repeat(100) }
    const body = field(smsRequestHref("5085550142", GREETING, long), "body")
    expect([...body]).toHaveLength(SMS_BODY_MAX)
    expect(body.endsWith("\u2026")).toBe(true)
    expect(body).toContain("Service: Porch Repair")
  })
})

describe("cutTo", () => {
  it("keeps a text that fits, and never splits a character made of two code units (an emoji)", () => {
    expect(cutTo("short", 10)).toBe("short")
    expect(cutTo("\u{1F3E0}\u{1F3E0}\u{1F3E0}", 2)).toBe("\u{1F3E0}\u2026")
    expect(cutTo("abc def", 5)).toBe("abc\u2026")
  })
})

describe("the request by e-mail, when the form could not send it", () => {
  it("has a subject naming the service and the whole request as its body, encoded", () => {
    const href = mailRequestHref("info@example.com", DRAFT)
    expect(href.startsWith("mailto:info@example.com?subject=")).toBe(true)
    expect(href).not.toMatch(/[\n ]/)
    expect(field(href, "subject")).toBe("Free estimate request: Porch Repair")
    expect(field(href, "body")).toBe(
      `Name: Pat Homeowner\nPhone: 508-555-0100\nEmail: pat@example.org\nService: Porch Repair\n\n${DRAFT.message}`,
    )
  })

  it("keeps the plain subject when no service was given", () => {
    expect(field(mailRequestHref("info@example.com", { ...DRAFT, service: "" }), "subject")).toBe("Free estimate request")
  })
})
