import { addPhoto } from "../fixture-site"
import { NEW } from "../gallery-fixture"
import type { StageRecipe } from "./recipe"

/** Three new photos, built by a build that may make one (as when the host's time limit is near). */
export const capped: StageRecipe = {
  what: "three new photos, built with PHOTOS_PER_BUILD=1 in netlify mode",
  env: { IMAGE_SERVICE: "netlify", PHOTOS_PER_BUILD: "1" },
  prepare: () => {
    for (const { source, as } of NEW) addPhoto(source, as)
  },
}
