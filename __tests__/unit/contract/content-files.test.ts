import { CONTENT_FILES, CONTENT_KEYS, contentKeyOf, FILE_KEYS, FOLDER_KEYS } from "../../../src/contract/content-files"

describe("the content registry", () => {
  it("holds single files and folders of entries, each once", () => {
    expect([...FILE_KEYS, ...FOLDER_KEYS].sort()).toEqual([...CONTENT_KEYS].sort())
    expect(FILE_KEYS.map((key) => CONTENT_FILES[key].file)).toContain("content/services.json")
    expect(CONTENT_FILES.projects).toMatchObject({ kind: "folder", folder: "content/gallery", entryFile: "project.json" })
  })

  it("knows which collection a file of the site belongs to", () => {
    for (const key of FILE_KEYS) expect(contentKeyOf(CONTENT_FILES[key].file)).toBe(key)
    expect(contentKeyOf("content/gallery/porch-natick/project.json")).toBe("projects")
    // A project.json belongs directly in a folder of the gallery; other files are no content.
    expect(contentKeyOf("content/gallery/project.json")).toBeUndefined()
    expect(contentKeyOf("content/gallery/porch-natick/old/project.json")).toBeUndefined()
    expect(contentKeyOf("content/gallery/porch-natick/notes.json")).toBeUndefined()
    expect(contentKeyOf("content/other.json")).toBeUndefined()
  })
})
