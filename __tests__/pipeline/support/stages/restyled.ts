import { readSiteFile, writeSiteFile } from "../fixture-site"
import type { StageRecipe } from "./recipe"

/** A component's styles file, and the colour the edit below gives one of its classes. */
const EDITED_STYLES = "src/components/layout/Footer.module.css"
export const EDITED_COLOUR = "#123456"

/**
 * A commit changes one component's rules alone (no class added or renamed) and nothing else, then
 * the site builds warm: no page's data changes, so only the styles can make Gatsby render pages again.
 */
export const restyled: StageRecipe = {
  what: "a component's rules edited, nothing else, built warm",
  env: { IMAGE_SERVICE: "build" },
  prepare: () => {
    const styles = readSiteFile(EDITED_STYLES)
    const firstClass = /^\.([\w-]+)\s*\{/m.exec(styles)?.[1]
    if (!firstClass) throw new Error(`${EDITED_STYLES}: found no class to edit`)
    writeSiteFile(EDITED_STYLES, `${styles}\n.${firstClass} {\n  border-top: 3px solid ${EDITED_COLOUR};\n}\n`)
  },
}
