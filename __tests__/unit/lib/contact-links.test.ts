import { displayPhone, mailtoHref, smsHref, telHref, toE164 } from "../../../src/lib/contact-links"

describe("toE164 / telHref", () => {
  it.each([
    ["(508) 555-0142", "+15085550142"],
    ["508.555.0142", "+15085550142"],
    ["508 555 0142", "+15085550142"],
    ["+1 (508) 555-0142", "+15085550142"],
    ["1-508-555-0142", "+15085550142"],
  ])("formats %p as %p", (phone, e164) => {
    expect(toE164(phone)).toBe(e164)
    expect(telHref(phone)).toBe(`tel:${e164}`)
  })

  it.each(["555-0142", "(508) 555-01423", "+44 20 7946 0958"])("refuses %p, which is not a 10-digit US number", (phone) => {
    expect(() => toE164(phone)).toThrow(/10-digit US phone number/)
  })
})

describe("smsHref", () => {
  const phone = "(508) 555-0142"

  it("uses the ?&body= form that iOS and Android both read", () => {
    expect(smsHref(phone, "Hi")).toBe("sms:+15085550142?&body=Hi")
  })

  it("percent-encodes spaces, &, #, newlines and accents so the whole body arrives", () => {
    const href = smsHref(phone, "Kitchen & bath #2\nCafé?")
    expect(href).toBe("sms:+15085550142?&body=Kitchen%20%26%20bath%20%232%0ACaf%C3%A9%3F")
    const body = new URLSearchParams(href.slice(href.indexOf("?") + 1)).get("body")
    expect(body).toBe("Kitchen & bath #2\nCafé?")
  })
})

describe("mailtoHref", () => {
  it("links the address alone", () => {
    expect(mailtoHref("info@example.com")).toBe("mailto:info@example.com")
  })

  it("encodes a subject", () => {
    expect(mailtoHref("info@example.com", "Free estimate & quote")).toBe(
      "mailto:info@example.com?subject=Free%20estimate%20%26%20quote",
    )
  })

  it("encodes a body, line breaks as %0A (RFC 6068)", () => {
    expect(mailtoHref("info@example.com", "Estimate", "Deck & porch\nNext week?")).toBe(
      "mailto:info@example.com?subject=Estimate&body=Deck%20%26%20porch%0ANext%20week%3F",
    )
  })
})

describe("displayPhone", () => {
  it("keeps the number on one line with a non-breaking space and hyphen", () => {
    expect(displayPhone("(508) 555-0142")).toBe("(508)\u00a0555\u20110142")
  })
})
