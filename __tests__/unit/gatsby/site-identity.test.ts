/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { siteIdentity } from "../../../src/gatsby/site-identity"

const business = JSON.parse(readFileSync(path.join(__dirname, "../../../content/business.json"), "utf8")) as Record<
  string,
  string
>

describe("the site's identity", () => {
  it("is the business of the loaded content", () => {
    expect(siteIdentity()).toMatchObject({
      name: business.name,
      shortName: business.shortName,
      serviceArea: business.serviceArea,
    })
  })

  it("says business.json has a mistake when the loader has no business to give", () => {
    expect(siteIdentity({}).name).toBe("(content/business.json has a mistake)")
  })
})
