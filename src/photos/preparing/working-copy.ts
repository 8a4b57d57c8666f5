import { readFile } from "node:fs/promises"
import decodeHeic from "heic-decode"
import sharp, { type Sharp } from "sharp"
import { LARGEST_SERVED_EDGE_PX } from "../image-recipes"
import { MAX_PHOTO_PIXELS } from "../photo-rules"

/**
 * Turns one photo as the owner dropped it (JPEG, PNG, WebP, HEIC/HEIF or AVIF, from any camera)
 * into the working copy the site's images are made from: upright, sRGB, no larger than the largest
 * image the site serves, and with no metadata at all (no GPS, camera or date).
 */
export type WorkingCopy = { ok: true; data: Buffer; extension: "jpg" | "png" } | { ok: false; problem: string }

/** High enough that the web copies made from it show no trace of this step. */
const WORKING_COPY_JPEG_QUALITY = 90

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]

const damaged = (extension: string, reason: string) =>
  `this photo is damaged or not really a ${extension.toUpperCase()} file (${reason}). ` +
  "Open it on your computer, export it again as JPEG, and replace this file."

const tooLarge = (width: number, height: number) =>
  `this photo is too large to process (${width} x ${height} pixels, ${Math.round((width * height) / 1e6)} megapixels). ` +
  `Save a smaller copy: up to ${MAX_PHOTO_PIXELS / 1e6} megapixels is fine, and ${LARGEST_SERVED_EDGE_PX} pixels ` +
  "on the long side is the most the site shows."

/**
 * HEIC photos (HEVC-compressed, as iPhones and many Android phones shoot them) are decoded by
 * libheif compiled to WebAssembly (heic-decode): sharp's prebuilt libvips reads AVIF but not HEVC.
 * libheif applies the photo's rotation, so the pixels come out upright.
 */
async function decodeHevc(file: string): Promise<Sharp> {
  const { width, height, data } = await decodeHeic({ buffer: await readFile(file) })
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
}

function isOpaque(data: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return true
  for (let alpha = channels - 1; alpha < data.length; alpha += channels) if (data[alpha] !== 255) return false
  return true
}

export async function makeWorkingCopy(file: string, extension: string): Promise<WorkingCopy> {
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(file, { limitInputPixels: false }).metadata()
  } catch (error) {
    return { ok: false, problem: damaged(extension, firstLine(error)) }
  }
  const { width = 0, height = 0 } = metadata
  if (width * height > MAX_PHOTO_PIXELS) return { ok: false, problem: tooLarge(width, height) }
  try {
    const decoded =
      metadata.format === "heif" && metadata.compression === "hevc"
        ? await decodeHevc(file)
        : sharp(file, { failOn: "truncated", limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true })
    // rotate() with no angle turns the pixels as EXIF orientation says; the copy then has none.
    const { data, info } = await decoded
      .rotate()
      .resize({ width: LARGEST_SERVED_EDGE_PX, height: LARGEST_SERVED_EDGE_PX, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    // Only a photo that really uses transparency stays PNG: PNG copies of photos are many times larger.
    if (isOpaque(data, info.channels)) {
      return {
        ok: true,
        extension: "jpg",
        data: await pixels.removeAlpha().jpeg({ quality: WORKING_COPY_JPEG_QUALITY }).toBuffer(),
      }
    }
    return { ok: true, extension: "png", data: await pixels.png().toBuffer() }
  } catch (error) {
    return { ok: false, problem: damaged(extension, firstLine(error)) }
  }
}
