import type { StageRecipe } from "./recipe"

/** The same site built as the host builds it, with the image CDN making the images (warm, after build mode's builds). */
export const netlify: StageRecipe = {
  what: "the same gallery with IMAGE_SERVICE=netlify, warm",
  env: { IMAGE_SERVICE: "netlify" },
  prepare: () => undefined,
}
