import { contactPageFor, serviceFromSearch } from "../../../src/lib/contact-page-link"

describe("contact page links", () => {
  it("carries the service in the query string", () => {
    expect(contactPageFor("Deck Construction")).toBe("/contact?service=Deck%20Construction")
    expect(contactPageFor("Repairs & Maintenance")).toBe("/contact?service=Repairs%20%26%20Maintenance")
  })

  it("reads the service back, whatever the encoding", () => {
    expect(serviceFromSearch("?service=Deck%20Construction")).toBe("Deck Construction")
    expect(serviceFromSearch("?service=Roof+Repair&x=1")).toBe("Roof Repair")
    expect(serviceFromSearch(contactPageFor("Repairs & Maintenance").split("?")[1])).toBe("Repairs & Maintenance")
    expect(serviceFromSearch("")).toBe("")
    expect(serviceFromSearch("?other=1")).toBe("")
  })
})
