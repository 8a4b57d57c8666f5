/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { listGalleryFolder } from "../../../../src/photos/preparing/gallery-folder"
import { photosOfFolder } from "../../../../src/contract/gallery-files"

let folder: string
const put = (relative: string, content = "x") => {
  mkdirSync(path.dirname(path.join(folder, relative)), { recursive: true })
  writeFileSync(path.join(folder, relative), content)
}
const names = () => listGalleryFolder(folder).photos.map((photo) => photo.relative)

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "gallery-"))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe("listGalleryFolder", () => {
  it("lists every kind of photo a phone or camera makes, in subfolders too", () => {
    for (const file of ["a.jpg", "b.PNG", "c.webp", "IMG_1.HEIC", "nokia.heif", "d.avif", "2024/deck.jpeg", "2024/june/roof.jpg"])
      put(file)
    expect(names()).toEqual([
      "2024/deck.jpeg",
      "2024/june/roof.jpg",
      "IMG_1.HEIC",
      "a.jpg",
      "b.PNG",
      "c.webp",
      "d.avif",
      "nokia.heif",
    ])
    expect(listGalleryFolder(folder).photos[1].key).toBe("roof.jpg")
  })

  it("ignores gallery.json, hidden files and folders, system files and iPhone edit sidecars", () => {
    for (const file of ["gallery.json", ".DS_Store", ".thumbnails/a.jpg", "Thumbs.db", "desktop.ini", "IMG_1.AAE", "a.jpg"])
      put(file)
    expect(listGalleryFolder(folder)).toEqual({
      photos: [expect.objectContaining({ key: "a.jpg" })],
      projectFiles: [],
      problems: [],
    })
  })

  it("lists every project.json apart from the photos, in whatever folder", () => {
    for (const file of ["kitchen/project.json", "kitchen/island.jpg", "2024/deck/project.json"]) put(file)
    const listing = listGalleryFolder(folder)
    expect(listing.photos.map((photo) => photo.relative)).toEqual(["kitchen/island.jpg"])
    expect(listing.projectFiles).toEqual(["2024/deck/project.json", "kitchen/project.json"])
    expect(listing.problems).toEqual([])
  })

  it("stops on a file that is not a photo, saying to move it", () => {
    put("quote.pdf")
    expect(listGalleryFolder(folder).problems).toEqual([
      "content/gallery/quote.pdf: is not a photo the gallery can use. Only photos (.jpg, .jpeg, .png, .webp, .heic, .heif, .avif) " +
        "belong in this folder; move this file elsewhere.",
    ])
  })

  it("stops on two photos with the same name in different folders, naming both", () => {
    put("2023/deck.jpg")
    put("2024/Deck.jpg")
    const { photos, problems } = listGalleryFolder(folder)
    expect(photos.map((photo) => photo.relative)).toEqual(["2023/deck.jpg"])
    expect(problems).toEqual([
      "content/gallery/2024/Deck.jpg: has the same file name as content/gallery/2023/deck.jpg. Rename one of them: " +
        "file names must differ across folders, since gallery.json names photos by file name.",
    ])
  })

  it("names photos in Unicode NFC, however the computer stored the name", () => {
    put("cafe\u0301-deck.jpg")
    expect(listGalleryFolder(folder).photos[0].key).toBe("caf\u00e9-deck.jpg")
  })

  it("is empty for a missing folder", () => {
    expect(listGalleryFolder(path.join(folder, "nope"))).toEqual({ photos: [], projectFiles: [], problems: [] })
  })
})

describe("photosOfFolder over the listing (a project folder whose photos were all deleted is not published)", () => {
  it("finds a folder's photos in it or below, none for one left with its project.json and system files", () => {
    const photosOf = (name: string) => photosOfFolder(listGalleryFolder(folder).photos, name).map((photo) => photo.relative)
    put("kitchen/project.json")
    put("kitchen/.DS_Store")
    put("kitchen/IMG_1.AAE")
    expect(photosOf("kitchen")).toEqual([])
    put("kitchen/2024/island.heic")
    expect(photosOf("kitchen")).toEqual(["kitchen/2024/island.heic"])
    expect(photosOf("gone")).toEqual([])
  })
})
