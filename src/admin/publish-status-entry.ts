import { settingsOf, STRIP_ID, watchPublishStatus } from "./publish-status-strip"

/** The script /admin/ loads beside the editor (built by src/gatsby/bundle-editor-script.ts): starts the strip. */
const strip = document.getElementById(STRIP_ID)
const settings = strip ? settingsOf(strip) : undefined
if (strip && settings) void watchPublishStatus(strip, settings)
