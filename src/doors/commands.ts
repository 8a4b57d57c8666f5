/**
 * What the commands the owner or a developer runs (scripts/commands/) need of the site, and their
 * only door into src/: scripts/commands/site.js loads this module, and a lint rule
 * (eslint.config.mjs) refuses any other path of src/ from that room.
 */
import breakpoints from "../styles/breakpoints.json"
import layout from "../styles/layout.json"

export { EVENTS_PATH } from "../analytics/visit-events"
export { TRACKER_SCRIPT } from "../gatsby/visit-counting"
export { addressesOf } from "../gatsby/security-headers"
export { BUDGETS, KB } from "../budgets"
export { SETTINGS } from "../host/settings"
export { readPublishedVersion, VERSION_FILE, VERSION_PATH } from "../host/published-version"
export { calibrate } from "../photos/cdn/calibrate-cdn"
export { CALIBRATION_FILE } from "../photos/cdn/cdn-calibration"
/** The widths the site changes layout at (src/styles/breakpoints.json). */
export const BREAKPOINTS = breakpoints
/** The page's side padding, the cards' gap and the content's widest, in rem (src/styles/layout.json). */
export const LAYOUT = layout
