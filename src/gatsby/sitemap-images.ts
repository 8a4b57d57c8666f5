import type { IGatsbyImageData } from "gatsby-plugin-image"
import { photosOfKey, type PhotosOf, type PhotosShown } from "../lib/photo-runs"
import { NETLIFY_IMAGES_PATH } from "../photos/cdn/netlify-pictures"

/**
 * Google's image sitemap extension, written by gatsby-plugin-sitemap (its `sitemap` dependency
 * writes `<image:image>` entries): each published photo is listed once, under the page that shows
 * it best (its project's page or photo page, else its first service's photo page, else its page of
 * /gallery, as the pages' contexts say: `fileNames` and `photosOf`, lib/photo-runs.ts),
 * with the address of its largest published file, never the owner's original.
 */
export const SITEMAP_QUERY = `
  query SitemapPagesAndPhotos {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
    allGalleryPhoto {
      nodes {
        fileName
        project {
          folder
        }
        entry {
          services
        }
        viewer
      }
    }
  }
`

type SitemapPhoto = Pick<Queries.GalleryPhoto, "fileName"> & {
  project: Pick<Queries.ProjectJson, "folder"> | null
  entry: Pick<Queries.GalleryJson, "services"> | null
  viewer: IGatsbyImageData
}

/** What SITEMAP_QUERY answers. */
export interface SitemapRecords {
  allSitePage: { nodes: Array<Pick<Queries.SitePage, "path" | "pageContext">> }
  allGalleryPhoto: { nodes: SitemapPhoto[] }
}

/** A page of the sitemap with the addresses of the photos listed under it. */
interface SitemapPage {
  path: string
  images: string[]
}

/**
 * The photos a page shows and whose they are, from its context (PhotosShown), and where it sits in
 * its run (a project's page, with no place in a run, first). Pages whose context says no
 * `photosOf` show none of their own.
 */
function photosOfPage(context: unknown): { fileNames: string[]; whose: string; rank: number } {
  const { fileNames, photosOf, page } = (context ?? {}) as Partial<PhotosShown> & { page?: unknown }
  if (!Array.isArray(fileNames) || !photosOf) return { fileNames: [], whose: "", rank: 0 }
  return {
    fileNames: fileNames.filter((name): name is string => typeof name === "string"),
    whose: photosOfKey(photosOf),
    rank: typeof page === "number" ? page : 0,
  }
}

/**
 * The largest file of a photo's viewer: the widest file the build made, or, where the image CDN
 * makes the files (netlify mode), the published working copy it makes them from.
 */
export function largestPublishedFile(viewer: Pick<IGatsbyImageData, "images">): string {
  const candidates = (viewer.images.fallback?.srcSet ?? "").split(",").map((candidate) => candidate.trim().split(/\s+/))
  const widest = candidates.reduce((best, next) => (parseInt(next[1] ?? "0") > parseInt(best[1] ?? "0") ? next : best))[0]
  if (!widest.startsWith(`${NETLIFY_IMAGES_PATH}?`)) return widest
  return new URLSearchParams(widest.slice(NETLIFY_IMAGES_PATH.length + 1)).get("url") ?? widest
}

/** Every page, each with the photos it shows best (gatsby-plugin-sitemap's `resolvePages`). */
export function pagesWithImages(records: SitemapRecords): SitemapPage[] {
  // Where each photo is shown, by whose photos the page shows: the first page of each run holding it.
  const shownOn = new Map<string, { path: string; rank: number }>()
  for (const page of records.allSitePage.nodes) {
    const { fileNames, whose, rank } = photosOfPage(page.pageContext)
    for (const name of fileNames) {
      const key = `${whose}\n${name}`
      const known = shownOn.get(key)
      if (!known || rank < known.rank) shownOn.set(key, { path: page.path, rank })
    }
  }
  const images = new Map<string, string[]>()
  for (const photo of records.allGalleryPhoto.nodes) {
    const firstService = photo.entry?.services?.[0]
    const bestFirst: PhotosOf[] = [
      ...(photo.project ? [{ kind: "project" as const, folder: photo.project.folder }] : []),
      ...(firstService ? [{ kind: "service" as const, slug: firstService }] : []),
      { kind: "gallery" },
    ]
    const page = bestFirst.map((photosOf) => shownOn.get(`${photosOfKey(photosOf)}\n${photo.fileName}`)).find(Boolean)?.path
    if (!page) continue
    images.set(page, [...(images.get(page) ?? []), largestPublishedFile(photo.viewer)])
  }
  return records.allSitePage.nodes.map(({ path }) => ({ path, images: images.get(path) ?? [] }))
}

/** A page's sitemap entry (gatsby-plugin-sitemap's `serialize`); the image addresses are made absolute by `sitemap`. */
export const sitemapEntry = (page: SitemapPage) => ({
  url: page.path,
  ...(page.images.length > 0 ? { img: page.images.map((url) => ({ url })) } : {}),
})
