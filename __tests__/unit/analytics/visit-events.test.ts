import { readFileSync } from "node:fs"
import path from "node:path"
import { COUNTING_NOTICE, DEVICE_EVENTS, VISIT_EVENTS } from "../../../src/analytics/visit-events"

const guide = readFileSync(path.join(__dirname, "..", "..", "..", "docs", "owner-guide.md"), "utf8")

describe("the events the pages report, in the owner's guide", () => {
  it("lists each as a goal to add, by the very name the pages send, and no other", () => {
    const table = /^\| Goal .*?\n\n/ms.exec(guide)?.[0] ?? ""
    const goals = [...table.matchAll(/^\| `([^`]+)` +\|/gm)].map(([, name]) => name)
    expect(goals.sort()).toEqual([...Object.values(DEVICE_EVENTS), ...Object.values(VISIT_EVENTS)].sort())
  })

  it("quotes the sentence the footer shows visitors where counting is on", () => {
    expect(guide.replace(/\s+/g, " ")).toContain(`"${COUNTING_NOTICE}"`)
  })
})
