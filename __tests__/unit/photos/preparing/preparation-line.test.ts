import { preparationIn, preparationLine } from "../../../../src/photos/preparing/preparation-line"

describe("the build's line of its photos' preparation", () => {
  it("counts in words an owner reads, one photo or several", () => {
    expect(preparationLine({ prepared: 1, upToDate: 25 })).toBe("content/gallery: 1 photo prepared, 25 up to date")
    expect(preparationLine({ prepared: 0, upToDate: 1 })).toBe("content/gallery: 0 photos prepared, 1 up to date")
  })

  it("is read back from a build's whole output, as the bench reads a warm rebuild's", () => {
    for (const counts of [
      { prepared: 1, upToDate: 25 },
      { prepared: 1000, upToDate: 0 },
    ]) {
      const output = `success load gatsby config - 0.1s\ninfo ${preparationLine(counts)}\nsuccess onPreBootstrap - 3.2s\n`
      expect(preparationIn(output)).toEqual(counts)
    }
  })

  it("reads nothing from a build that stopped before its photos", () => {
    expect(preparationIn("error The site's content has 1 problem to fix (the photos are checked once they are fixed)")).toBe(
      undefined,
    )
  })
})
