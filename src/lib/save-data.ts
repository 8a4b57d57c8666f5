/** The browser's Network Information, where it has one (Chromium's); not in TypeScript's DOM types. */
type WithConnection = Navigator & { connection?: { saveData?: boolean } }

/**
 * Whether the visitor asked the browser to save data (Chrome's Save-Data, an Android phone's data
 * saver): then the site fetches nothing ahead of a visitor's own tap.
 */
export const savesData = (): boolean => (navigator as WithConnection).connection?.saveData === true
