/**
 * @jest-environment node
 */
import { countingVerdict } from "../../../../scripts/commands/check-counting"

describe("npm run counting:check's verdict", () => {
  it("says visits are counted only when the pages hold the tracker and the events path answers as Plausible does", () => {
    for (const eventsStatus of [400, 202])
      expect(countingVerdict({ pagesCount: true, eventsStatus })).toEqual({
        counted: true,
        line: expect.stringMatching(/^Visits are counted: .*HTTP \d+ to the check's empty event/),
      })
  })

  it("says reports are lost when the pages count but the events path is not forwarded", () => {
    for (const eventsStatus of [404, 405, 500, null])
      expect(countingVerdict({ pagesCount: true, eventsStatus })).toEqual({
        counted: false,
        line: expect.stringMatching(/does not reach Plausible \((HTTP \d+|no answer)\): every report is lost/),
      })
  })

  it("says how to turn counting on when the pages have no tracker, whatever the events path answers", () => {
    for (const eventsStatus of [404, 400, null])
      expect(countingVerdict({ pagesCount: false, eventsStatus })).toEqual({
        counted: false,
        line: expect.stringMatching(/^Visits are not counted: .*Set GATSBY_PLAUSIBLE_DOMAIN/),
      })
  })
})
