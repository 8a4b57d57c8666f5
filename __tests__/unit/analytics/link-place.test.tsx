import React from "react"
import { render } from "@testing-library/react"
import { deviceEventOf, placeOf } from "../../../src/analytics/link-place"
import { DirectContactOptions } from "../../../src/components/contact/DirectContactOptions"
import { Footer } from "../../../src/components/layout/Footer"
import { Header } from "../../../src/components/layout/Header"
import { CallBar } from "../../../src/components/layout/CallBar"
import { CallToAction } from "../../../src/components/ui/CallToAction"
import { QuoteActions } from "../../../src/components/ui/QuoteActions"
import { CONTACT_PATH } from "../../../src/lib/paths"
import { businessFixture } from "../support/business-fixture"
import type * as Fixture from "../support/business-fixture"

jest.mock("../../../src/hooks/useBusiness", () => ({
  useBusiness: () => jest.requireActual<typeof Fixture>("../support/business-fixture").businessFixture,
}))

/** Each device link on the page: its event and its place on a page at `pathname`. */
const deviceLinks = (container: HTMLElement, pathname: string) =>
  [...container.querySelectorAll("a")].map((link) => [deviceEventOf(link), placeOf(link, pathname)])

describe("deviceEventOf", () => {
  it("names a tel:, sms: or mailto: link's event, and no other link's", () => {
    const link = (href: string) => Object.assign(document.createElement("a"), { href })
    expect(deviceEventOf(link("tel:+15085550142"))).toBe("Call")
    expect(deviceEventOf(link("sms:+15085550142?&body=Hi"))).toBe("Text")
    expect(deviceEventOf(link("mailto:estimates@example.com"))).toBe("E-mail")
    expect(deviceEventOf(link("/contact"))).toBeNull()
  })
})

describe("placeOf", () => {
  it("places the call bar's call and text in the bar, on every page", () => {
    const { container } = render(<CallBar business={businessFixture} />)
    expect(deviceLinks(container, "/about").filter(([event]) => event !== null)).toEqual([
      ["Call", "bar"],
      ["Text", "bar"],
    ])
  })

  it("places the header's call in the header, on every page", () => {
    const { container } = render(<Header pathname="/about" siteName="Example Contracting" phone={businessFixture.phone} />)
    expect(deviceLinks(container, "/about").filter(([event]) => event !== null)).toEqual([["Call", "header"]])
  })

  it("places the footer's links in the footer, on every page", () => {
    const { container } = render(<Footer business={businessFixture} />)
    expect(deviceLinks(container, "/").filter(([event]) => event !== null)).toEqual([
      ["Call", "footer"],
      ["E-mail", "footer"],
    ])
  })

  it("places the contact page's own options as the contact options, wherever their section is", () => {
    const { container } = render(
      <main>
        <section>
          <DirectContactOptions business={businessFixture} />
        </section>
      </main>,
    )
    expect(deviceLinks(container, CONTACT_PATH)).toEqual([
      ["Call", "contact options"],
      ["Text", "contact options"],
      ["E-mail", "contact options"],
    ])
  })

  it("places a page's first section as its hero, its closing band as the call to action, the form's links in the form", () => {
    const { container } = render(
      <main>
        <section>
          <QuoteActions quoteTo={CONTACT_PATH} />
        </section>
        <section>
          <a href="tel:+15085550142">In the text</a>
        </section>
        <section>
          <form>
            <a href="sms:+15085550142">by text message</a>
          </form>
        </section>
        <CallToAction title="Ready to start?">
          <p>Free estimates.</p>
        </CallToAction>
        <a href="mailto:estimates@example.com">Outside any section</a>
      </main>,
    )
    expect(deviceLinks(container, "/services/deck-construction").filter(([event]) => event !== null)).toEqual([
      ["Call", "hero"],
      ["Text", "hero"],
      ["Call", "page"],
      ["Text", "contact form"],
      ["Text", "call to action"],
      ["E-mail", "page"],
    ])
  })
})
