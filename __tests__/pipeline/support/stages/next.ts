import type { StageRecipe } from "./recipe"

/** The build after the capped one, which publishes the photos it left waiting. */
export const next: StageRecipe = {
  what: "the next build in netlify mode, publishing the waiting photos",
  env: { IMAGE_SERVICE: "netlify" },
  prepare: () => undefined,
}
