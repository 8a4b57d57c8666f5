import { rmSync } from "node:fs"
import path from "node:path"
import { GALLERY, writeSiteFile } from "../fixture-site"
import { DELETED, GALLERY_JSON } from "../gallery-fixture"
import type { StageRecipe } from "./recipe"

/**
 * The owner edits gallery.json (one photo's text changed, one entry removed) and deletes photos
 * the content names, leaving every name; built warm.
 */
export const warm: StageRecipe = {
  what: "a gallery.json edit and deleted photos, built warm",
  env: { IMAGE_SERVICE: "build" },
  prepare: () => {
    for (const { photo } of DELETED) rmSync(path.join(GALLERY, photo))
    const entries = GALLERY_JSON.filter((entry) => entry.file !== "snowy-forest-slope-gps.jpg").map((entry) =>
      entry.file === "monastery-facade-plaza-orient6.jpg" ? { ...entry, alt: "Edited alt", caption: "Edited caption" } : entry,
    )
    writeSiteFile("content/gallery/gallery.json", JSON.stringify(entries, null, 2))
  },
}
