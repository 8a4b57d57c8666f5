import type { GalleryEntry } from "../../../../src/contract/gallery"
import { featuredPhotoResolvers } from "../../../../src/photos/resolvers/featured-photo-resolver"
import { projectResolvers } from "../../../../src/photos/resolvers/project-resolvers"

/**
 * What the site shows when a photo the content names is gone (the build warns about it): the
 * photo in its place, read at query time from the photos that are there.
 */
interface Photo {
  fileName: string
  folder: string
}

/** Gatsby's node model over these photos and gallery.json entries. */
function contextOf(photos: Photo[], entries: Partial<GalleryEntry>[] = []) {
  return {
    nodeModel: {
      findOne: ({ query }: { query: { filter: { file: { eq: string } } } }) =>
        Promise.resolve((entries.find((entry) => entry.file === query.filter.file.eq) as GalleryEntry | undefined) ?? null),
      findAll: ({ query }: { type: "GalleryPhoto"; query?: { filter: { folder: { eq: string } } } }) =>
        Promise.resolve({ entries: photos.filter((photo) => !query || photo.folder === query.filter.folder.eq) }),
    },
  }
}

const GALLERY: Photo[] = [
  { fileName: "roof.jpg", folder: "" },
  { fileName: "deck.jpg", folder: "" },
  { fileName: "island.jpg", folder: "kitchen-wellesley" },
  { fileName: "after.jpg", folder: "kitchen-wellesley" },
]

describe("business.json's featuredPhoto", () => {
  /** The photo the home page and the share image show, when the field names `name`. */
  const featured = (name: string | undefined, photos = GALLERY, entries: Partial<GalleryEntry>[] = []) => {
    const linked = (source: unknown) =>
      Promise.resolve(photos.find((photo) => photo.fileName === (source as { featuredPhoto?: string }).featuredPhoto) ?? null)
    return featuredPhotoResolvers.BusinessJson.featuredPhoto.resolve({ featuredPhoto: name }, {}, contextOf(photos, entries), {
      originalResolver: linked,
    })
  }

  it("is the photo it names, when that photo is there", async () => {
    expect(await featured("deck.jpg")).toEqual({ fileName: "deck.jpg", folder: "" })
  })

  it("is the first photo in gallery order when the named photo was deleted, or when none is named", async () => {
    const entries = [
      { file: "roof.jpg", order: 2 },
      { file: "island.jpg", order: 1 },
    ]
    expect(await featured("porch.jpg", GALLERY, entries)).toEqual({ fileName: "island.jpg", folder: "kitchen-wellesley" })
    expect(await featured(undefined)).toEqual({ fileName: "after.jpg", folder: "kitchen-wellesley" })
  })

  it("is none when the gallery is empty", async () => {
    expect(await featured("deck.jpg", [])).toBeNull()
  })
})

describe("a project's cover photo", () => {
  const cover = (name: string | undefined, photos = GALLERY) =>
    projectResolvers.ProjectJson.coverPhoto.resolve({ folder: "kitchen-wellesley", cover: name }, {}, contextOf(photos))

  it("is the photo it names in the project's folder", async () => {
    expect(await cover("island.jpg")).toEqual({ fileName: "island.jpg", folder: "kitchen-wellesley" })
  })

  it("is the project's first photo in gallery order when the named photo was deleted", async () => {
    expect(await cover("before.jpg")).toEqual({ fileName: "after.jpg", folder: "kitchen-wellesley" })
    expect(
      await cover(
        "island.jpg",
        GALLERY.filter((photo) => photo.fileName !== "island.jpg"),
      ),
    ).toEqual({
      fileName: "after.jpg",
      folder: "kitchen-wellesley",
    })
  })
})
