// @ts-check
/**
 * Input sent as the phone or the mouse sends it, at the middle of an element. Playwright's own
 * tap() and click() first put listeners on the page that check what each event hits: scripts the
 * page's Event Timing would count in the interaction the bench measures.
 */

/** @typedef {import("playwright-core").Locator} Locator */

/** Where on the screen the middle of `locator` is (scrolled into view first, if it is not). @param {Locator} locator */
async function middleOf(locator) {
  await locator.scrollIntoViewIfNeeded()
  const box = await locator.boundingBox()
  if (!box) throw new Error(`Not on the page to be touched: ${locator}`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** A finger's tap on the middle of `locator`. @param {Locator} locator */
async function tapMiddle(locator) {
  const { x, y } = await middleOf(locator)
  await locator.page().touchscreen.tap(x, y)
}

/** A mouse click on the middle of `locator`. @param {Locator} locator */
async function clickMiddle(locator) {
  const { x, y } = await middleOf(locator)
  await locator.page().mouse.click(x, y)
}

module.exports = { clickMiddle, tapMiddle }
