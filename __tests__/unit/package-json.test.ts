import { readFileSync } from "node:fs"
import path from "node:path"

/**
 * Every dependency with an install script has a decision in package.json's allowScripts (npm 12
 * runs none that is not allowed there; npm 11 warns at each install), and every decision names a
 * package the lock file still has. Why each is denied: docs/architecture.md, "Install scripts".
 */
const ROOT = path.join(__dirname, "../..")
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"))
const { allowScripts } = readJson("package.json") as { allowScripts: Record<string, boolean> }
const { packages } = readJson("package-lock.json") as {
  packages: Record<string, { hasInstallScript?: boolean }>
}

/** The name of the package installed at a lock file path ("node_modules/@parcel/cache/node_modules/lmdb" is lmdb). */
const nameAt = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length)

const withInstallScripts = [
  ...new Set(
    Object.entries(packages)
      .filter(([lockPath, entry]) => lockPath !== "" && entry.hasInstallScript)
      .map(([lockPath]) => nameAt(lockPath)),
  ),
].sort()

describe("allowScripts", () => {
  it("decides on every dependency that has an install script", () => {
    expect(withInstallScripts.length).toBeGreaterThan(0)
    expect(withInstallScripts.filter((name) => !(name in allowScripts))).toEqual([])
  })

  it("names no package the lock file no longer has with an install script", () => {
    expect(Object.keys(allowScripts).sort()).toEqual(withInstallScripts)
  })
})
