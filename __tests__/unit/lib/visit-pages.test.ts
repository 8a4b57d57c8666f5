import { OPENED_DIRECTLY, recordPage, visitPages } from "../../../src/lib/visit-pages"

beforeEach(() => window.sessionStorage.clear())

/** Records a visit: the pages in the order the visitor went through them, within the site. */
function visit(...pages: string[]) {
  pages.forEach((page, index) => recordPage(page, index === 0 ? undefined : pages[index - 1]))
}

describe("the pages that bring a request", () => {
  it("are the visit's first page and the page the contact page was reached from", () => {
    visit("/", "/services/deck-construction", "/contact")
    expect(visitPages()).toEqual({ "first-page": "/", "quote-page": "/services/deck-construction" })
  })

  it("keep the quote page through a reload of the contact page, and follow a later quote link", () => {
    visit("/gallery", "/projects/kitchen-remodel-wellesley", "/contact")
    recordPage("/contact", undefined)
    expect(visitPages()["quote-page"]).toBe("/projects/kitchen-remodel-wellesley")
    recordPage("/services/roof-repair", "/contact")
    recordPage("/contact/", "/services/roof-repair/")
    expect(visitPages()).toEqual({ "first-page": "/gallery", "quote-page": "/services/roof-repair" })
  })

  it("say so when the contact page was opened directly, and ignore a move within it", () => {
    visit("/contact")
    recordPage("/contact", "/contact")
    expect(visitPages()).toEqual({ "first-page": "/contact", "quote-page": OPENED_DIRECTLY })
  })

  it("are empty before any page was recorded, and when the tab's storage is off or damaged", () => {
    expect(visitPages()).toEqual({ "first-page": "", "quote-page": "" })
    const off = {
      getItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
      setItem: () => {
        throw new DOMException("The operation is insecure.", "SecurityError")
      },
    } as unknown as Storage
    expect(() => recordPage("/", undefined, off)).not.toThrow()
    expect(visitPages(off)).toEqual({ "first-page": "", "quote-page": "" })
    window.sessionStorage.setItem("visit-pages", "{not json")
    expect(visitPages()).toEqual({ "first-page": "", "quote-page": "" })
  })
})
