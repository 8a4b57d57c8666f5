/**
 * What `npm run bench` (benchmark/) measures of the site, and the only door it has into src/:
 * benchmark/site.js loads this module, and a lint rule (eslint.config.mjs) refuses any other path
 * of src/ from benchmark/. Rename or change one of these and the type check of the bench follows.
 */
export { PHONE_TILE_WIDTH, QUALITY_RANGE, tileCeilingBytes, type TileFormat } from "../photos/image-recipes"
export { cdnQuality } from "../photos/cdn/cdn-calibration"
export { makeWorkingCopy } from "../photos/preparing/working-copy"
export { GALLERY_PHOTO_EXTENSIONS } from "../photos/photo-rules"
export { PHOTOS_PER_PAGE } from "../lib/photo-runs"
export { projectPagePath, servicePagePath, servicePhotosPath } from "../lib/paths"
export { maxFiles as MAX_JOB_PHOTOS } from "../lib/netlify-forms.json"
export { HOST_BUILD_LIMIT_SECONDS, HOST_BUILD_MEMORY_MB, SETUP_ALLOWANCE_SECONDS } from "../host/build-limit"
export { BUDGETS, KB } from "../budgets"
export { VIEWER_SCRIPT } from "../components/gallery/viewer-chunk"
export { settingOf } from "../host/settings"
export { readPublishedVersion, VERSION_FILE } from "../host/published-version"
export { preparationIn } from "../photos/preparing/preparation-line"
