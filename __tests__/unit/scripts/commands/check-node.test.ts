/**
 * @jest-environment node
 */
import { execFileSync, spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { nodeVerdict } from "../../../../scripts/commands/check-node"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.childProcess)

/** The one line npm start, npm run develop and npm test print first on a Node outside the project's lines. */
const ROOT = path.join(__dirname, "..", "..", "..", "..")
const engines = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }).engines.node
const pinned = readFileSync(path.join(ROOT, ".nvmrc"), "utf8").trim()

/** The check run as npm runs it, on a Node that says it is `version`. */
const run = (version: string) =>
  spawnSync(
    process.execPath,
    [
      "-e",
      `Object.defineProperty(process, "version", { value: "${version}" }); require("./scripts/commands/check-node.js").main()`,
    ],
    { cwd: ROOT, encoding: "utf8" },
  )

describe("the Node check", () => {
  it("says nothing on the pinned line and every line engines names", () => {
    expect(nodeVerdict(`v${pinned}`, engines, pinned)).toEqual({ level: "ok", line: "" })
    expect(nodeVerdict("v22.23.5", ">=22 <26", pinned).level).toBe("ok")
    expect(nodeVerdict("v25.0.0", ">=22 <26", pinned).level).toBe("ok")
  })

  it("warns on a line outside the range that works (20, 26), naming the lines and how to get the pinned one", () => {
    const { level, line } = nodeVerdict("v20.20.2", ">=22 <26", "24.22.3")
    expect(level).toBe("warn")
    expect(line).toBe(
      'Warning: this is Node v20.20.2, outside the lines the site supports (Node 22 to 25); it may work; the pinned one (24.22.3) is one line away: export PATH="$(bash scripts/pinned-node.sh):$PATH" (docs/development.md)',
    )
    expect(nodeVerdict("v26.12.1", ">=22 <26", "24.22.3").level).toBe("warn")
  })

  it("stops below the lines that work, in one line and no stack trace", () => {
    const stopped = run("v18.20.4")
    expect(stopped.status).toBe(1)
    expect(stopped.stdout).toBe("")
    expect(stopped.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        /^This is Node v18\.20\.4; the site needs Node 22 to 25: the pinned one \(\d+\.\d+\.\d+\) is one line away/,
      ),
    ])
    const warned = run("v20.20.2")
    expect([warned.status, warned.stderr.trim().split("\n").length]).toEqual([0, 1])
  })

  it("is what npm start, npm run develop and npm test run first", () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
      .scripts
    for (const name of ["prestart", "predevelop", "pretest"]) expect(scripts[name]).toBe("node scripts/commands/check-node.js")
    expect(execFileSync(process.execPath, ["scripts/commands/check-node.js"], { cwd: ROOT, encoding: "utf8" })).toBe("")
  })
})
