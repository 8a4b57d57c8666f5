import { inContextOrder } from "../../../src/lib/page-contexts"

describe("a page's photos in its context's order", () => {
  it("puts what the query found back in the order the build gave the page, whatever order it came in", () => {
    const found = [{ fileName: "b.jpg" }, { fileName: "c.jpg" }, { fileName: "a.jpg" }]
    expect(inContextOrder(found, ["c.jpg", "a.jpg", "b.jpg"]).map((photo) => photo.fileName)).toEqual(["c.jpg", "a.jpg", "b.jpg"])
  })

  it("keeps a photo the context does not name after the named ones, and leaves the query's list as it was", () => {
    const found = [{ fileName: "stray.jpg" }, { fileName: "b.jpg" }, { fileName: "a.jpg" }]
    expect(inContextOrder(found, ["a.jpg", "b.jpg"]).map((photo) => photo.fileName)).toEqual(["a.jpg", "b.jpg", "stray.jpg"])
    expect(found[0].fileName).toBe("stray.jpg")
  })
})
