/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { readdirSync } from "node:fs"
import path from "node:path"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.childProcess)

/**
 * Netlify requires each build plugin with plain Node.js, without the site's TypeScript and without
 * jest's transform: a plugin requiring a file that moved, or a TypeScript one, fails there, so it
 * fails here too (its other tests, through jest's transform, would not see it).
 */
const ROOT = path.join(__dirname, "..", "..", "..", "..")
const PLUGINS = readdirSync(path.join(ROOT, "netlify", "plugins"))

it.each(PLUGINS)("%s loads with plain node and gives Netlify its event handlers", (plugin) => {
  const entry = path.join(ROOT, "netlify", "plugins", plugin, "index.js")
  const handlers = execFileSync(
    process.execPath,
    ["-e", `console.log(Object.keys(require(${JSON.stringify(entry)})).join(" "))`],
    {
      encoding: "utf8",
    },
  )
  expect(handlers.trim().split(" ").length).toBeGreaterThan(0)
  for (const handler of handlers.trim().split(" ")) expect(handler).toMatch(/^on[A-Z][A-Za-z]+$/)
})
