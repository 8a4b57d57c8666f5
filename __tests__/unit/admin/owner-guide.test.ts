import { readFileSync } from "node:fs"
import path from "node:path"
import { type GithubAnswer, type LiveVersion } from "../../../src/admin/github-answers"
import { ownerSentence, previewSentence, SAVED } from "../../../src/admin/publish-status"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"

/**
 * The owner's guide (docs/owner-guide.md, "See it live") lists what the strip says in a table. Every sentence
 * the strip can say is in it, and every row is a sentence the strip says, word for word, at the
 * table's example times in Massachusetts: a save at 14:02, the live site built at 14:05, a build
 * published at 14:07, GitHub's allowance back at 14:20.
 */
const GUIDE = readFileSync(path.join(__dirname, "../../../docs/owner-guide.md"), "utf8")
const ZONE = "America/New_York"
const at = (time: string) => `2026-11-25T${String(Number(time.slice(0, 2)) + 5).padStart(2, "0")}:${time.slice(3)}:00Z`
const LATEST = "b".repeat(40)
const live = (commit: string, warnings: string[] = []): LiveVersion => ({ commit, builtAt: at("14:05"), warnings })
const read = (status?: { state: "pending" | "success" | "failure"; since: string; description?: string }, committedAt?: string) =>
  ({
    kind: "read",
    latestCommit: LATEST,
    status: status && { description: "", ...status },
    committedAt,
  }) as GithubAnswer
const say = (answer: GithubAnswer, version: LiveVersion | undefined, now = "14:10", lastAnswered = SAVED) =>
  ownerSentence(answer, version, new Date(at(now)), { buildLimitSeconds: HOST_BUILD_LIMIT_SECONDS, timeZone: ZONE, lastAnswered })
    .sentence

const behind = live("a".repeat(40))
const SAID = [
  SAVED.sentence,
  say(read(undefined, at("14:02")), behind, "14:08"),
  say(read({ state: "pending", since: at("14:02") }), behind),
  say(read({ state: "success", since: at("14:05") }), live(LATEST, ["One."])),
  say(read({ state: "failure", since: at("14:07"), description: "A line." }), behind),
  say(read({ state: "pending", since: at("14:02") }), behind, "14:40"),
  say(read({ state: "success", since: at("14:07") }), behind),
  say(read(undefined, at("14:02")), behind, "14:28"),
  say(read(undefined, at("14:02")), live(LATEST)),
  say({ kind: "unavailable" }, behind),
  say({ kind: "limited", until: Date.parse(at("14:20")) }, behind),
  say({ kind: "hidden" }, behind),
  ...["deploy-preview", "branch-deploy"].map((context) => previewSentence(context)?.sentence ?? ""),
]

/** The table's first column: what the strip says, in italics, with "…" and "<one line>" for what varies. */
const lines = GUIDE.split("\n")
const header = lines.findIndex((line) => line.includes("| The strip says"))
const tableEnd = lines.findIndex((line, index) => index > header && line.trim() === "")
const rows = lines.slice(header + 2, tableEnd).map((line) => /^\s*\| _(.+?)_/.exec(line)?.[1] ?? line)
/** Whether `row` reads as `sentence`: each of its fixed parts, in order. */
const reads = (row: string, sentence: string) => {
  let from = 0
  for (const part of row.split(/…|<one line>/).filter((fixed) => fixed.trim() !== "")) {
    const found = sentence.indexOf(part, from)
    if (found < 0) return false
    from = found + part.length
  }
  return true
}

describe("the owner's guide to the strip", () => {
  it("has a row for each sentence the strip can say", () => {
    expect(rows.length).toBeGreaterThan(0)
    for (const sentence of SAID)
      expect({ sentence, row: rows.some((row) => reads(row, sentence)) }).toEqual({ sentence, row: true })
  })

  it("has no row the strip does not say", () => {
    for (const row of rows) expect({ row, said: SAID.some((sentence) => reads(row, sentence)) }).toEqual({ row, said: true })
  })
})
