import { imageService } from "../../../src/photos/image-service"

describe("the image service setting", () => {
  it("is the build unless IMAGE_SERVICE says netlify", () => {
    expect(imageService({})).toBe("build")
    expect(imageService({ IMAGE_SERVICE: "" })).toBe("build")
    expect(imageService({ IMAGE_SERVICE: " netlify " })).toBe("netlify")
  })

  it("stops with one line naming both values for anything else", () => {
    expect(() => imageService({ IMAGE_SERVICE: "cloudinary" })).toThrow(
      'IMAGE_SERVICE is "cloudinary": set it to "build" (the build makes every image file) or "netlify" (Netlify\'s image CDN makes them), or unset.',
    )
  })
})
