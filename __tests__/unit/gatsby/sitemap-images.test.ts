import type { IGatsbyImageData } from "gatsby-plugin-image"
import { largestPublishedFile, pagesWithImages, sitemapEntry, type SitemapRecords } from "../../../src/gatsby/sitemap-images"
import { netlifyImageUrl } from "../../../src/photos/cdn/netlify-pictures"

/** A viewer picture whose fallback lists `files` as "address width" pairs. */
const viewer = (...files: Array<[string, number]>) =>
  ({
    width: 2000,
    height: 1500,
    layout: "constrained",
    images: {
      fallback: { src: files[0][0], srcSet: files.map(([file, width]) => `${file} ${width}w`).join(",\n") },
      sources: [],
    },
  }) as IGatsbyImageData

const built = (name: string) =>
  viewer([`/static/a/${name}-750.webp`, 750], [`/static/a/${name}-2000.webp`, 2000], [`/static/a/${name}-1080.webp`, 1080])

const records: SitemapRecords = {
  allSitePage: {
    nodes: [
      { path: "/", pageContext: {} },
      {
        path: "/gallery",
        pageContext: {
          fileNames: ["deck.jpg", "porch.jpg", "porch-2.jpg", "plain.jpg", "both.jpg"],
          photosOf: { kind: "gallery" },
          page: 1,
        },
      },
      {
        path: "/services/deck-construction/photos",
        pageContext: { photosOf: { kind: "service", slug: "deck-construction" }, fileNames: ["deck.jpg", "both.jpg"], page: 1 },
      },
      {
        path: "/services/roof-repair/photos",
        pageContext: { photosOf: { kind: "service", slug: "roof-repair" }, fileNames: ["both.jpg"], page: 1 },
      },
      // A sample of its photos, with no photosOf: they are listed under its photo pages.
      { path: "/services/deck-construction", pageContext: { slug: "deck-construction", photoFiles: ["deck.jpg"] } },
      // Its page shows the first of its photos, its photo pages all of them.
      {
        path: "/projects/porch-natick/photos",
        pageContext: { photosOf: { kind: "project", folder: "porch-natick" }, fileNames: ["porch.jpg", "porch-2.jpg"], page: 1 },
      },
      {
        path: "/projects/porch-natick",
        pageContext: {
          id: "p1",
          folder: "porch-natick",
          photosOf: { kind: "project", folder: "porch-natick" },
          fileNames: ["porch.jpg"],
        },
      },
    ],
  },
  allGalleryPhoto: {
    nodes: [
      { fileName: "deck.jpg", project: null, entry: { services: ["deck-construction"] }, viewer: built("deck") },
      {
        fileName: "porch.jpg",
        project: { folder: "porch-natick" },
        entry: { services: ["deck-construction"] },
        viewer: built("porch"),
      },
      { fileName: "plain.jpg", project: null, entry: null, viewer: built("plain") },
      { fileName: "porch-2.jpg", project: { folder: "porch-natick" }, entry: null, viewer: built("porch-2") },
      { fileName: "both.jpg", project: null, entry: { services: ["roof-repair", "deck-construction"] }, viewer: built("both") },
    ],
  },
}

describe("pagesWithImages", () => {
  it("lists each photo once, under its project's page or photo page, else its first service's photo page, else its gallery page", () => {
    expect(pagesWithImages(records)).toEqual([
      { path: "/", images: [] },
      { path: "/gallery", images: ["/static/a/plain-2000.webp"] },
      { path: "/services/deck-construction/photos", images: ["/static/a/deck-2000.webp"] },
      { path: "/services/roof-repair/photos", images: ["/static/a/both-2000.webp"] },
      { path: "/services/deck-construction", images: [] },
      { path: "/projects/porch-natick/photos", images: ["/static/a/porch-2-2000.webp"] },
      { path: "/projects/porch-natick", images: ["/static/a/porch-2000.webp"] },
    ])
  })

  it("writes image entries only for a page with photos", () => {
    expect(sitemapEntry({ path: "/", images: [] })).toEqual({ url: "/" })
    expect(sitemapEntry({ path: "/gallery", images: ["/static/a/x.webp"] })).toEqual({
      url: "/gallery",
      img: [{ url: "/static/a/x.webp" }],
    })
  })
})

describe("largestPublishedFile", () => {
  it("is the widest file the build made, or the working copy the image CDN makes its files from", () => {
    expect(largestPublishedFile(built("deck"))).toBe("/static/a/deck-2000.webp")
    const copy = "/_gatsby/file/0123abcd/deck.jpg"
    const cdn = viewer(
      [netlifyImageUrl(copy, 750, undefined, "webp", 70), 750],
      [netlifyImageUrl(copy, 2000, undefined, "webp", 70), 2000],
    )
    expect(largestPublishedFile(cdn)).toBe(copy)
  })
})
