import { MAX_PHOTOS, PHOTO_FIELDS } from "../../../src/lib/job-photos"
import { choosePhotos, megabytes, prepareForSending, scaledSize } from "../../../src/lib/job-photo-prepare"

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

  it("go as they are when this browser cannot prepare them and they fit within 8 MB with the others, else with a line", async () => {
    // jsdom decodes no photo, like Chrome a HEIC.
    const heic = new File([new Uint8Array(2000)], "IMG_0412.HEIC", { type: "image/heic" })
    expect(await prepareForSending(heic, () => 7 * 1024 * 1024)).toEqual({ file: heic, name: "IMG_0412.HEIC" })
    expect(await prepareForSending(heic, () => 8 * 1024 * 1024)).toEqual({
      problem:
        '"IMG_0412.HEIC" cannot be prepared on this device and is too large to send as it is (0.0 MB). Save it as a JPEG and choose it again.',
    })
  })
})
