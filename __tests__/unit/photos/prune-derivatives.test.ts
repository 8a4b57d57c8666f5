/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pruneUnnamedFiles } from "../../../src/photos/prune-derivatives"

/** A built site's public/ with two photos' folders of public/static/. */
let publicFolder: string
const KNOWN = "0123456789abcdef0123456789abcdef"
const UNKNOWN = "fedcba9876543210fedcba9876543210"
const FILES = [
  `${KNOWN}/deck-720x540-1a2b3c.avif`,
  `${KNOWN}/deck-720x540-9f8e7d.avif`,
  `${KNOWN}/deck-tile-source-960x720-4d5e6f.jpg`,
  `${KNOWN}/deck.jpg`,
  `${KNOWN}/notes.txt`,
  `${KNOWN}/a1b2c3/deck.avif`,
  `${UNKNOWN}/porch-720x540-777777.avif`,
]
const at = (file: string) => path.join(publicFolder, "static", file)

beforeEach(() => {
  publicFolder = mkdtempSync(path.join(tmpdir(), "prune-"))
  for (const file of FILES) {
    mkdirSync(path.dirname(at(file)), { recursive: true })
    writeFileSync(at(file), "")
  }
})
afterEach(() => rmSync(publicFolder, { recursive: true, force: true }))

describe("removing the published files a photo's current files do not name", () => {
  it("deletes the images of a known folder its names leave out, and only those", () => {
    const deleted = pruneUnnamedFiles(
      publicFolder,
      new Map([[KNOWN, new Set(["deck-tile-source-960x720-4d5e6f.jpg", "deck.jpg"])]]),
    )
    expect(deleted).toBe(2)
    expect(FILES.filter((file) => existsSync(at(file)))).toEqual([
      `${KNOWN}/deck-tile-source-960x720-4d5e6f.jpg`,
      `${KNOWN}/deck.jpg`,
      `${KNOWN}/notes.txt`,
      `${KNOWN}/a1b2c3/deck.avif`,
      `${UNKNOWN}/porch-720x540-777777.avif`,
    ])
  })

  it("deletes nothing when every image is named, or the folder is not there", () => {
    const names = new Set([
      "deck-720x540-1a2b3c.avif",
      "deck-720x540-9f8e7d.avif",
      "deck-tile-source-960x720-4d5e6f.jpg",
      "deck.jpg",
    ])
    expect(pruneUnnamedFiles(publicFolder, new Map([[KNOWN, names]]))).toBe(0)
    expect(pruneUnnamedFiles(publicFolder, new Map([["00000000000000000000000000000000", new Set<string>()]]))).toBe(0)
    expect(FILES.every((file) => existsSync(at(file)))).toBe(true)
  })
})
