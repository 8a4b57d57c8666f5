/** Whether the visitor's browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function asksNotToBeTracked(browser: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return browser.globalPrivacyControl === true || browser.doNotTrack === "1"
}
