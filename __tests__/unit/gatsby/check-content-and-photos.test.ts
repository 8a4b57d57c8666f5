/**
 * @jest-environment node
 */
import { checkContentAndPhotos, reportFindings } from "../../../src/gatsby/check-content-and-photos"

/** What a build's reporter was told, by kind. */
function report(findings: Parameters<typeof reportFindings>[1], stop: boolean) {
  const told = { info: [] as string[], warn: [] as string[], error: [] as string[], panic: [] as string[] }
  reportFindings(
    {
      info: (text) => void told.info.push(String(text)),
      warn: (text) => void told.warn.push(String(text)),
      error: ((text: string) => void told.error.push(text)) as never,
      panic: ((text: string) => void told.panic.push(text)) as never,
    },
    findings,
    stop,
  )
  return told
}

describe("what the build prints of the content check", () => {
  it("stops a build on a setting that would make the site wrong, one line for it, before any content is read", async () => {
    const findings = await checkContentAndPhotos("/nowhere", { IMAGE_SERVICE: "cloudinary", PHOTOS_PER_BUILD: "ten" })
    const line =
      'IMAGE_SERVICE is "cloudinary": set it to "build" (the build makes every image file) or "netlify" (Netlify\'s image CDN makes them), or unset.'
    expect(findings.problems).toEqual([line])
    expect(report(findings, true)).toEqual({
      info: [],
      warn: ['PHOTOS_PER_BUILD is "ten": set it to a whole number of photos; every photo is made.'],
      error: [],
      panic: [line],
    })
  })

  it("stops a build on the problems, one line each under a count, after the warnings", () => {
    const problems = ["content/gallery/a.jpg: this photo is damaged", "content/gallery/b.png: this photo is damaged"]
    expect(report({ problems, warnings: ["content/gallery.json: names c.jpg, which is gone"] }, true)).toEqual({
      info: [],
      warn: ["content/gallery.json: names c.jpg, which is gone"],
      error: [],
      panic: [
        "The site's content has 2 problems to fix:\n  - content/gallery/a.jpg: this photo is damaged\n  - content/gallery/b.png: this photo is damaged",
      ],
    })
  })

  it("says the photos are checked once content mistakes are fixed, and, while developing, reports without stopping", () => {
    expect(report({ problems: ["content/business.json: is empty."], warnings: [], photosUnchecked: true }, false)).toEqual({
      info: [],
      warn: [],
      error: [
        "The site's content has 1 problem to fix (the photos are checked once they are fixed):\n  - content/business.json: is empty.",
      ],
      panic: [],
    })
  })

  it("prints only the warnings when nothing stops the build", () => {
    expect(
      report({ problems: [], warnings: ["12 of 20 photos are on the site; the other 8 follow with the next builds."] }, true),
    ).toEqual({
      info: [],
      warn: ["12 of 20 photos are on the site; the other 8 follow with the next builds."],
      error: [],
      panic: [],
    })
  })

  it("says first how many photos the build prepared and how many it kept, up to date, from the last build", () => {
    const told = report(
      {
        problems: [],
        warnings: ["content/gallery.json: names c.jpg, which is gone"],
        preparation: { prepared: 1, upToDate: 25 },
      },
      true,
    )
    expect(told).toEqual({
      info: ["content/gallery: 1 photo prepared, 25 up to date"],
      warn: ["content/gallery.json: names c.jpg, which is gone"],
      error: [],
      panic: [],
    })
  })
})
