/**
 * @jest-environment node
 */
import { buildDelivery, deliveryLine } from "../../../src/gatsby/contact-delivery"
import { THANK_YOU_PATH } from "../../../src/lib/paths"

/** Each way, decided once from the settings, with the parts derived from it agreeing. */
describe("where the contact form's requests go", () => {
  it("to another form service when GATSBY_CONTACT_ENDPOINT names one, on Netlify too: posted and sent there as JSON, its origin allowed", () => {
    const delivery = buildDelivery({ GATSBY_CONTACT_ENDPOINT: "https://forms.example.org/f/abc", NETLIFY: "true" })
    expect(delivery).toEqual({
      way: "form service",
      address: "https://forms.example.org/f/abc",
      action: "https://forms.example.org/f/abc",
      json: true,
      netlifyMarkup: false,
      origin: "https://forms.example.org",
    })
    expect(deliveryLine(delivery)).toBe(
      "Contact form: requests are sent to the form service at https://forms.example.org/f/abc (GATSBY_CONTACT_ENDPOINT).",
    )
  })

  it("to Netlify Forms when built on Netlify: the fields posted to the site, the thank-you page without JavaScript, no other origin", () => {
    const delivery = buildDelivery({ NETLIFY: "true" })
    expect(delivery).toEqual({
      way: "Netlify Forms",
      address: "/",
      action: THANK_YOU_PATH,
      json: false,
      netlifyMarkup: true,
      origin: "",
    })
    expect(deliveryLine(delivery)).toMatch(/^Contact form: requests go to Netlify Forms \(Forms > Enable form detection/)
  })

  it("to requests/ under npm start anywhere else, posted to the site as on Netlify", () => {
    const delivery = buildDelivery({})
    expect(delivery).toEqual({
      way: "requests/",
      address: "/",
      action: THANK_YOU_PATH,
      json: false,
      netlifyMarkup: true,
      origin: "",
    })
    expect(deliveryLine(delivery)).toMatch(
      /^Contact form: requests are kept in requests\/ when this build is served with npm start;/,
    )
    expect(buildDelivery({ NETLIFY: "false" })).toEqual(delivery)
  })

  it("stops on an endpoint that is not an address, with its one line", () => {
    expect(() => buildDelivery({ GATSBY_CONTACT_ENDPOINT: "formspree" })).toThrow(
      /^GATSBY_CONTACT_ENDPOINT is "formspree": set it to/,
    )
  })
})
