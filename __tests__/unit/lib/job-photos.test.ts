import { choosePhotos, MAX_PHOTOS, megabytes, PHOTO_FIELDS, scaledSize } from "../../../src/lib/job-photos"

const file = (name: string, type = "image/jpeg") => ({ name, type })

describe("the photos of the job", () => {
  it("go in the form's fields photo-1 to photo-5", () => {
    expect(PHOTO_FIELDS).toEqual(["photo-1", "photo-2", "photo-3", "photo-4", "photo-5"])
    expect(MAX_PHOTOS).toBe(5)
  })

  it("are scaled to 1600 px on their long side, never up, keeping their shape", () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 })
    expect(scaledSize(3024, 4032)).toEqual({ width: 1200, height: 1600 })
    expect(scaledSize(20000, 14000)).toEqual({ width: 1600, height: 1120 })
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 })
  })

  it("take photos only, an iPhone's HEIC by its name too, and up to five in all, with a line per file left out", () => {
    const choice = choosePhotos(3, [
      file("porch.jpg"),
      file("estimate.pdf", "application/pdf"),
      file("IMG_0412.HEIC", ""),
      file("steps.png", "image/png"),
    ])
    expect(choice.taken.map((taken) => taken.name)).toEqual(["porch.jpg", "IMG_0412.HEIC"])
    expect(choice.problems).toEqual([
      '"estimate.pdf" is not a photo, so it was left out.',
      '"steps.png" was left out: up to 5 photos can be sent.',
    ])
  })

  it("say their size in megabytes", () => {
    expect(megabytes(12.5 * 1024 * 1024)).toBe("12.5 MB")
  })
})
