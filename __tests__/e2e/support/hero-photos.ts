import { readdirSync } from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { servicePagePath } from "../../../src/lib/paths"
import { placeholderClass } from "../../../src/lib/placeholder-colour"
import type { RawImage } from "../../support/line-contrast"
import { expect } from "./browser"
import { SHARED_PHOTOS } from "./editor"

/**
 * The real photos of ../shared/photos/real/ shown as a page's hero photo on the site the suite
 * serves, without a build of its own: each, resized with sharp, answers the hero's image requests
 * (page.route). For the checks of what a visitor sees over the owner's own photos (issue 113).
 */
const REAL_PHOTOS = path.join(SHARED_PHOTOS, "real")
export const realPhotos = readdirSync(REAL_PHOTOS).filter((name) => /\.jpe?g$/i.test(name))

/** The hero: the page's first band, dark under the header (header-over.ts). */
export const HERO = "main [data-under-header]"

/** The service page the done-when names: where search visitors for a kitchen land. */
const SERVICE_WITH_PHOTOS = "kitchen-remodeling"

/**
 * The pages that open on a photo hero, with the least share of their first screen where the photo
 * shows where issue 113's done-when sets one (the home page's hero is taller than a service page's band).
 */
export const HERO_PAGES: ReadonlyArray<{ path: string; minimumShare?: number }> = [
  { path: "/", minimumShare: 0.35 },
  { path: servicePagePath(SERVICE_WITH_PHOTOS), minimumShare: 0.25 },
  { path: "/about" },
  { path: "/projects" },
  { path: "/testimonials" },
  { path: "/contact" },
]

/** Each real photo upright and at most 1600 px wide, as a JPEG: made once. */
const swapped = new Map<string, Promise<Buffer>>()
const photoFile = (name: string) => {
  if (!swapped.has(name)) {
    swapped.set(
      name,
      sharp(path.join(REAL_PHOTOS, name)).rotate().resize({ width: 1600, withoutEnlargement: true }).jpeg().toBuffer(),
    )
  }
  return swapped.get(name) as Promise<Buffer>
}

/** Every file the hero's picture on the page may fetch (its sources' and its image's candidates). */
export const heroFiles = async (page: Page): Promise<Set<string>> =>
  new Set(
    await page.locator(`${HERO} picture`).evaluate((picture) =>
      [...picture.querySelectorAll("source, img")].flatMap((element) =>
        [element.getAttribute("srcset") ?? "", element.getAttribute("src") ?? ""]
          .join(",")
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0])
          .filter((address) => address !== "")
          .map((address) => new URL(address, location.href).href),
      ),
    ),
  )

/**
 * The placeholder colour's classes the build would give `photo` (its dominant colour, as
 * tile-files.ts and gatsby-plugin-sharp work it out, placeholder-colour.ts).
 */
export async function placeholderOf(photo: string): Promise<string> {
  const { dominant } = await sharp(await photoFile(photo)).stats()
  const hex = (value: number) => value.toString(16).padStart(2, "0")
  return placeholderClass(`#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`)
}

/** Loads the page again with `photo` answering every request for one of `files`, once it is drawn. */
export async function reloadWithHeroPhoto(page: Page, files: Set<string>, photo: string): Promise<void> {
  const body = await photoFile(photo)
  let served = 0
  await page.unrouteAll()
  await page.route(
    (url) => files.has(url.href),
    (route) => {
      served += 1
      return route.fulfill({ body, contentType: "image/jpeg" })
    },
  )
  await page.reload({ waitUntil: "load" })
  const drawn = await page.locator(`${HERO} img`).evaluate(async (image: HTMLImageElement) => {
    await image.decode()
    return image.naturalWidth
  })
  expect(drawn, `${photo} is drawn`).toBeGreaterThan(0)
  expect(served, `${photo} is the hero's photo`).toBeGreaterThan(0)
}

/** What the page shows now, as pixels. */
export async function screenPixels(page: Page): Promise<RawImage> {
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels }
}
