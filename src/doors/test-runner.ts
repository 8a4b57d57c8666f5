/**
 * What the test runner (scripts/test-runner/: npm test, the builds it tests, the browser) needs of
 * the site, and its only door into src/: scripts/test-runner/site.js loads this module, and a lint
 * rule (eslint.config.mjs) refuses any other path of src/ from that room.
 */
export { settingOf, testReportFolder } from "../host/settings"
export { BUILT_IMAGE_SERVICE_FILE, imageService } from "../photos/image-service"
