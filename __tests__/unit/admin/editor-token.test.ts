import { readFileSync } from "node:fs"
import path from "node:path"
import { EDITOR_USER_KEY, editorToken } from "../../../src/admin/editor-token"
import { editorPackage } from "../../../src/gatsby/publish-editor"

/**
 * The owner's token as the strip reads it, and where the installed editor keeps it: the editor's
 * file the site serves (publish-editor.ts copies the package's npm/ folder to /admin/sveltia/), so
 * an upgrade that moves the key or renames the field fails here, not in the owner's strip.
 */
const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === EDITOR_USER_KEY ? value : null) })

it("reads the signed-in owner's token, and none before sign-in, after sign-out, in the local workflow, of another host or from nonsense", () => {
  expect(editorToken(storageWith(JSON.stringify({ backendName: "github", token: "gho_abc", refreshToken: "x" })))).toBe("gho_abc")
  for (const stored of [
    null,
    JSON.stringify({ backendName: "github" }),
    "{}",
    JSON.stringify({ backendName: "local" }),
    JSON.stringify({ backendName: "github", token: "" }),
    JSON.stringify({ token: 42 }),
    // Another host's account (were the editor's backend changed) or one that does not say whose.
    JSON.stringify({ backendName: "gitlab", token: "glpat_abc" }),
    JSON.stringify({ backendName: "gitea", token: "abc" }),
    JSON.stringify({ token: "gho_abc" }),
    "null",
    "not json",
  ]) {
    expect(editorToken(storageWith(stored))).toBeUndefined()
  }
})

it("is where the installed editor keeps the signed-in user: JSON in localStorage under the key, with its token", () => {
  const editor = readFileSync(path.join(editorPackage(), "npm", "index.js"), "utf8")
  // Its storage: each value as JSON in localStorage.
  expect(editor).toMatch(/localStorage\.setItem\(\w+,JSON\.stringify\(\w+\)\)/)
  // The signed-in account is stored under the key, and cleared to {} on sign-out.
  expect(editor).toMatch(new RegExp(String.raw`\.set\(\`${EDITOR_USER_KEY.replace(".", "\\.")}\`,\w+\)`))
  expect(editor).toContain(`.set(\`${EDITOR_USER_KEY}\`,{})`)
  // The account carries the token the editor calls GitHub with.
  expect(editor).toMatch(/\.account\?\.token/)
})
