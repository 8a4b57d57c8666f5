/**
 * @jest-environment node
 */
import { contactDelivery } from "../../../src/gatsby/contact-delivery"

describe("the build's line on where requests go", () => {
  it("names the other form service when GATSBY_CONTACT_ENDPOINT is set, on Netlify too", () => {
    const line = contactDelivery({ GATSBY_CONTACT_ENDPOINT: "https://forms.example.org/f/abc", NETLIFY: "true" })
    expect(line).toBe(
      "Contact form: requests are sent to the form service at https://forms.example.org/f/abc (GATSBY_CONTACT_ENDPOINT).",
    )
  })

  it("names Netlify Forms and the one setting it needs when built on Netlify", () => {
    expect(contactDelivery({ NETLIFY: "true" })).toMatch(
      /^Contact form: requests go to Netlify Forms \(Forms > Enable form detection/,
    )
  })

  it("names requests/ under npm start anywhere else", () => {
    expect(contactDelivery({})).toMatch(
      /^Contact form: requests are kept in requests\/ when this build is served with npm start;/,
    )
    expect(contactDelivery({ NETLIFY: "false" })).toBe(contactDelivery({}))
  })
})
