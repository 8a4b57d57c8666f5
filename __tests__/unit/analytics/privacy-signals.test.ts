import { asksNotToBeTracked } from "../../../src/analytics/privacy-signals"

const browser = (fields: { globalPrivacyControl?: boolean; doNotTrack?: string | null }) => fields as unknown as Navigator

describe("asksNotToBeTracked", () => {
  it("is true for Global Privacy Control or Do Not Track, false otherwise", () => {
    expect(asksNotToBeTracked(browser({ globalPrivacyControl: true }))).toBe(true)
    expect(asksNotToBeTracked(browser({ doNotTrack: "1" }))).toBe(true)
    expect(asksNotToBeTracked(browser({ globalPrivacyControl: false, doNotTrack: "0" }))).toBe(false)
    expect(asksNotToBeTracked(browser({ doNotTrack: null }))).toBe(false)
  })
})
