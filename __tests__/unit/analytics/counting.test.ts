import type * as Counting from "../../../src/analytics/counting"

const mockCountDeviceLink = jest.fn()
let mockOffline = false

/** counting.ts as a page loads it, its chunk (count-visits.ts, a stand-in here) not fetched yet: `use` runs with it. */
async function onFreshPage(use: (counting: typeof Counting) => Promise<void>) {
  await jest.isolateModulesAsync(async () => {
    jest.doMock("../../../src/analytics/count-visits", () => {
      if (mockOffline) throw new Error("Loading chunk count-visits failed (offline)")
      return { countDeviceLink: mockCountDeviceLink, startTracker: jest.fn() }
    })
    await use(jest.requireActual<typeof Counting>("../../../src/analytics/counting"))
  })
}

/** Resolves once the promises queued so far (the chunk's import, the report) have run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  jest.clearAllMocks()
  mockOffline = false
})

describe("counting on the pages", () => {
  it("reports each call, text or e-mail link followed, and no other link", async () => {
    await onFreshPage(async ({ startCounting }) => {
      const page = document.implementation.createHTMLDocument()
      page.body.innerHTML = `<footer><a href="tel:+15085550142"><span>(508) 555-0142</span></a><a href="#hours">Hours</a></footer>`
      startCounting(page)
      page.querySelector("span")?.click()
      page.querySelector<HTMLAnchorElement>('a[href="#hours"]')?.click()
      await settled()
      expect(mockCountDeviceLink.mock.calls).toEqual([[page.querySelector('a[href^="tel:"]')]])
    })
  })

  it("fetches the tracker's chunk again for the next report when it could not be fetched", async () => {
    await onFreshPage(async ({ withCounter }) => {
      const report = jest.fn()
      mockOffline = true
      withCounter(report)
      await settled()
      expect(report).not.toHaveBeenCalled()
      mockOffline = false
      withCounter(report)
      await settled()
      expect(report).toHaveBeenCalledTimes(1)
    })
  })
})
