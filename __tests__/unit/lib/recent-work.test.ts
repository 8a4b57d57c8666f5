import { recentPhotoLink } from "../../../src/lib/recent-work"

describe("where a photo of the home page's recent work leads", () => {
  it("is its project's page when it has one", () => {
    expect(recentPhotoLink({ fileName: "island.jpg", project: { folder: "kitchen-remodel-wellesley" } })).toBe(
      "/projects/kitchen-remodel-wellesley",
    )
  })

  it("is else the gallery with its viewer open on the photo, named without its extension", () => {
    expect(recentPhotoLink({ fileName: "deck build & rail.jpeg", project: null })).toBe(
      "/gallery?photo=deck%20build%20%26%20rail",
    )
  })
})
