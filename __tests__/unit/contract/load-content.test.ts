import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkContent } from "../../../src/contract/check-content"
import { CONTENT_FILES, FILE_KEYS } from "../../../src/contract/content-files"
import { GALLERY_FOLDER } from "../../../src/contract/gallery-files"
import { loadContent, readContentJson } from "../../../src/contract/load-content"
import { listGalleryFolder } from "../../../src/photos/preparing/gallery-folder"

const ROOT = path.join(__dirname, "..", "..", "..")

/** A copy of the site's content/ folder, its photos included, in a folder of its own. */
function siteCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), "load-content-"))
  cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
  return root
}

describe("the content loader", () => {
  let root: string
  let parse: jest.SpyInstance
  beforeEach(() => {
    root = siteCopy()
    parse = jest.spyOn(JSON, "parse")
  })
  afterEach(() => {
    parse.mockRestore()
    rmSync(root, { recursive: true, force: true })
  })

  const parsesOf = (file: string) => {
    const text = readFileSync(file, "utf8").replace(/^\uFEFF/, "")
    return parse.mock.calls.filter(([parsed]) => parsed === text).length
  }

  it("reads and parses a content file once however many ask for it, and again once it changes", () => {
    const services = path.join(root, CONTENT_FILES.services.file)
    const first = readContentJson(services)
    expect(first).toEqual({ ok: true, value: expect.any(Array) })
    expect(readContentJson(services)).toBe(first)
    expect(parsesOf(services)).toBe(1)

    writeFileSync(services, JSON.stringify([{ name: "Changed" }]), { flag: "w" })
    // A later modification time or another size is another version of the file.
    expect(readContentJson(services)).toEqual({ ok: true, value: [{ name: "Changed" }] })
  })

  it("says a file is not there, and gives the owner's message for a mistake in one", () => {
    expect(readContentJson(path.join(root, "content", "nothing.json"))).toBeUndefined()
    const business = path.join(root, CONTENT_FILES.business.file)
    writeFileSync(business, '{ "name": "Ace", }')
    expect(readContentJson(business)).toEqual({ ok: false, problem: expect.stringMatching(/^has a comma after the last entry/) })
  })

  it("checks every content file as the content check does, each file parsed once for the check and the steps after it", () => {
    const gallery = listGalleryFolder(path.join(root, "content", "gallery"))
    const loaded = loadContent(root, gallery)
    const read = (file: string) => {
      const absolute = path.join(root, file)
      return readFileSync(absolute, "utf8")
    }
    parse.mockClear()
    const checked = checkContent(
      (file) => {
        try {
          return read(file)
        } catch {
          return undefined
        }
      },
      gallery.photos.map((photo) => photo.relative),
      gallery.projectFiles,
    )
    expect(loaded).toEqual(checked)
    expect(loaded.problems).toEqual([])
    expect(loaded.content.services?.length).toBeGreaterThan(0)

    // Asked again (the site's identity, the nodes, the editor), nothing is parsed again.
    parse.mockClear()
    loadContent(root, gallery)
    for (const key of FILE_KEYS) readContentJson(path.join(root, CONTENT_FILES[key].file))
    for (const project of gallery.projectFiles) readContentJson(path.join(root, GALLERY_FOLDER, project))
    expect(parse).not.toHaveBeenCalled()
  })

  it("checks once while the gallery's listing and every file are unchanged, and again after a change to either", () => {
    const galleryFolder = path.join(root, GALLERY_FOLDER)
    const first = loadContent(root, listGalleryFolder(galleryFolder))
    expect(loadContent(root, listGalleryFolder(galleryFolder))).toBe(first)

    const services = path.join(root, CONTENT_FILES.services.file)
    writeFileSync(services, readFileSync(services, "utf8").replace(/"name": "[^"]*"/, '"name": "Renamed service"'))
    const afterEdit = loadContent(root, listGalleryFolder(galleryFolder))
    expect(afterEdit).not.toBe(first)
    expect(afterEdit.content.services?.[0].name).toBe("Renamed service")

    // A project folder whose photos are gone: the listing changed, so the project is left out, with a warning.
    const project = listGalleryFolder(galleryFolder).projectFiles[0]
    const folder = path.posix.dirname(project)
    for (const photo of listGalleryFolder(galleryFolder).photos.filter(({ relative }) => relative.startsWith(`${folder}/`))) {
      rmSync(photo.absolute)
    }
    const afterDelete = loadContent(root, listGalleryFolder(galleryFolder))
    expect(afterDelete).not.toBe(afterEdit)
    expect(afterDelete.content.projects?.map((entry) => entry.folder)).not.toContain(folder)
    expect(afterDelete.warnings).toContainEqual(
      expect.stringContaining(`${GALLERY_FOLDER}/${project}: the folder holds no photos`),
    )
  })
})
