/**
 * @jest-environment node
 */
import type { SiteContent } from "../../../../src/contract/check-content"
import type { GalleryFile } from "../../../../src/contract/gallery-files"
import { preparationOrder } from "../../../../src/photos/preparing/preparation-order"

const photo = (relative: string): GalleryFile => ({
  key: relative.split("/").pop() ?? relative,
  relative,
  absolute: `/g/${relative}`,
})

const PHOTOS = [
  "zz-porch.jpg",
  "attic.jpg",
  "deck-hingham/deck-after.jpg",
  "deck-hingham/deck-before.jpg",
  "deck-hingham/deck-rail.jpg",
  "kitchen-natick/island.jpg",
  "kitchen-natick/sink.jpg",
  "bath.jpg",
  "featured-roof.jpg",
].map(photo)

type Content = Partial<Pick<SiteContent, "business" | "gallery" | "projects" | "services">>
const CONTENT = {
  business: { featuredPhoto: "featured-roof.jpg" },
  gallery: [{ file: "zz-porch.jpg", order: 1 }],
  projects: [
    {
      folder: "deck-hingham",
      content: { title: "Deck", town: "Hingham", services: ["decks"], before: "deck-before.jpg", after: "deck-after.jpg" },
    },
    { folder: "kitchen-natick", content: { title: "Kitchen", town: "Natick", services: ["kitchens"] } },
  ],
} as unknown as Content

const order = (isChanged: (file: GalleryFile) => boolean = () => false) =>
  preparationOrder(PHOTOS, CONTENT, isChanged).map((file) => file.relative)

describe("the order a build prepares photos in", () => {
  it("is the featured photo, the projects' covers and before/after pairs, their other photos, then the gallery, each in gallery order", () => {
    expect(order()).toEqual([
      "featured-roof.jpg",
      "deck-hingham/deck-after.jpg",
      "deck-hingham/deck-before.jpg",
      // A project without a cover: its first photo in gallery order is its cover.
      "kitchen-natick/island.jpg",
      "deck-hingham/deck-rail.jpg",
      "kitchen-natick/sink.jpg",
      // gallery.json's order first, then file names.
      "zz-porch.jpg",
      "attic.jpg",
      "bath.jpg",
    ])
  })

  it("puts a photo whose file changed before new ones of its kind, not before photos visitors meet first", () => {
    expect(order((file) => file.relative === "bath.jpg" || file.relative === "deck-hingham/deck-rail.jpg")).toEqual([
      "featured-roof.jpg",
      "deck-hingham/deck-after.jpg",
      "deck-hingham/deck-before.jpg",
      "kitchen-natick/island.jpg",
      "deck-hingham/deck-rail.jpg",
      "kitchen-natick/sink.jpg",
      "bath.jpg",
      "zz-porch.jpg",
      "attic.jpg",
    ])
  })

  it("gives a named featured photo or cover that was deleted the place of the first in gallery order, as the pages do", () => {
    const kitchen = (cover: string) => ({
      folder: "kitchen-natick",
      content: { title: "Kitchen", town: "Natick", services: ["kitchens"], cover },
    })
    const withNames = (featuredPhoto: string, cover: string) =>
      preparationOrder(
        PHOTOS,
        { ...CONTENT, business: { featuredPhoto }, projects: [kitchen(cover)] } as unknown as Content,
        () => false,
      ).map((file) => file.relative)
    // Named and there: the cover goes before the folder's first photo.
    expect(withNames("featured-roof.jpg", "sink.jpg").slice(0, 3)).toEqual([
      "featured-roof.jpg",
      "kitchen-natick/sink.jpg",
      "kitchen-natick/island.jpg",
    ])
    // Named and gone: the gallery's first photo is the featured one, the folder's first the cover.
    expect(withNames("gone.jpg", "gone.jpg").slice(0, 3)).toEqual([
      "zz-porch.jpg",
      "kitchen-natick/island.jpg",
      "kitchen-natick/sink.jpg",
    ])
  })

  it("puts each service's cover, its first photo in gallery order, among the projects' covers", () => {
    const gallery = [
      { file: "zz-porch.jpg", order: 1 },
      { file: "attic.jpg", services: ["attics", "insulation"] },
      { file: "bath.jpg", services: ["attics"] },
    ]
    const files = preparationOrder(PHOTOS, { ...CONTENT, gallery } as unknown as Content, () => false).map(
      (file) => file.relative,
    )
    expect(files.slice(0, 3)).toEqual(["featured-roof.jpg", "attic.jpg", "deck-hingham/deck-after.jpg"])
    // bath.jpg is its service's second photo: among the gallery's.
    expect(files.slice(-2)).toEqual(["zz-porch.jpg", "bath.jpg"])
  })

  it("puts the cover services.json names for a service there instead, any photo of the gallery; a name no photo has falls back to the first", () => {
    const gallery = [{ file: "attic.jpg", services: ["attics"] }]
    const orderWith = (cover: string) =>
      preparationOrder(PHOTOS, { ...CONTENT, gallery, services: [{ slug: "attics", cover }] } as unknown as Content, () => false)
        .map((file) => file.relative)
        .slice(0, 2)
    expect(orderWith("bath.jpg")).toEqual(["featured-roof.jpg", "bath.jpg"])
    expect(orderWith("gone.jpg")).toEqual(["featured-roof.jpg", "attic.jpg"])
  })

  it("takes the first photo in gallery order for the featured one when business.json names none", () => {
    expect(preparationOrder(PHOTOS, { ...CONTENT, business: undefined }, () => false)[0].relative).toBe("zz-porch.jpg")
  })
})
