import { SENTENCES } from "../../../src/admin/strip-sentences"
import { says } from "../../support/strip-says"

const CLOCK = /\d\d:\d\d/

describe("says (what tests expect the strip to show, from the sentence table)", () => {
  it("matches the whole sentence with any time where a part is a pattern, and nothing more or else", () => {
    const live = says(SENTENCES.live, CLOCK, "")
    expect(SENTENCES.live.say("19:42", "")).toMatch(live)
    expect(SENTENCES.live.say("19:42", " (1 warning: One.)")).not.toMatch(live)
    expect(SENTENCES.live.say("soon", "")).not.toMatch(live)
    expect(SENTENCES.publishing.say("19:42")).not.toMatch(live)
  })

  it("takes the sentence's own characters literally (a full stop, brackets), the given parts too", () => {
    const queued = says(SENTENCES.queued, CLOCK, "14:09")
    expect(SENTENCES.queued.say("14:02", "14:09")).toMatch(queued)
    expect(SENTENCES.queued.say("14:02", "14:09").replace("(", "[")).not.toMatch(queued)
    expect(SENTENCES.queued.say("14:02", "14x09")).not.toMatch(queued)
  })
})
