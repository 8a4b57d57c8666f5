/** What the grid shows instead of photos when the gallery has none at all (docs/requirements.md: The pages). */
export const NO_PHOTOS_AT_ALL = "Our gallery is currently being updated with exciting new projects. Check back soon!"

/** Index `index` in a ring of `length` items: one past the last is the first, one before the first the last. */
export function wrapIndex(index: number, length: number): number {
  return length === 0 ? 0 : ((index % length) + length) % length
}

/**
 * The width a gallery photo is shown at in the grid, for `sizes`: what GALLERY_COLUMNS make of the
 * page's layout, worked out by gridImageSizes (grid-sizes.ts, which a unit test holds this to);
 * written out here, so the visitors' JavaScript carries the answer, not the working.
 */
export const GRID_IMAGE_SIZES = [
  "(min-width: 1280px) 273px",
  "(min-width: 1024px) calc((100vw - 72px) / 3)",
  "(min-width: 640px) calc((100vw - 52px) / 2)",
  "calc(100vw - 32px)",
].join(", ")

/**
 * The width of a photo in the viewer: as large as fits in 92% of the screen's width and 86% of its
 * height (the rest is the caption). Used both as the image's CSS width and as its `sizes`.
 */
export function viewerImageSizes(aspectRatio: number): string {
  return `min(92vw, ${(86 * aspectRatio).toFixed(2)}vh)`
}
