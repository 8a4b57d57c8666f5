import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Node } from "gatsby"
import { CONTENT_FILES } from "../../../src/contract/content-files"
import { photoFieldsOf } from "../../../src/contract/photo-names"
import { projectSchema } from "../../../src/contract/project"
import { createContentNodes } from "../../../src/gatsby/content-nodes"

describe("the fields that name photos", () => {
  it("are the ones each schema marks: gallery.json's file, the featured photo, a service's cover, a project's cover, before and after", () => {
    expect(photoFieldsOf(CONTENT_FILES.gallery.schema())).toEqual(["file"])
    expect(photoFieldsOf(CONTENT_FILES.business.schema())).toEqual(["featuredPhoto"])
    expect(photoFieldsOf(projectSchema())).toEqual(["cover", "before", "after"])
    expect(photoFieldsOf(CONTENT_FILES.services.schema())).toEqual(["cover"])
    expect(photoFieldsOf(CONTENT_FILES.testimonials.schema())).toEqual([])
  })
})

describe("content nodes", () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "content-nodes-"))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  /** The nodes made from a content file at `relativePath` (under content/) holding `value`. */
  function nodesOf(relativePath: string, value: unknown): Array<Record<string, unknown>> {
    const absolutePath = path.join(folder, relativePath.replace(/\//g, "-"))
    writeFileSync(absolutePath, JSON.stringify(value))
    const made: Array<Record<string, unknown>> = []
    const node = {
      id: "file",
      absolutePath,
      relativePath,
      relativeDirectory: path.posix.dirname(relativePath),
      base: path.posix.basename(relativePath),
    } as unknown as Node
    const problem = createContentNodes({
      node,
      actions: {
        createNode: (child) => void made.push(child as Record<string, unknown>),
        createParentChildLink: () => undefined,
      },
      createNodeId: (seed) => seed,
      createContentDigest: () => "digest",
    })
    expect(problem).toBeUndefined()
    return made
  }

  it("store a photo's name as the site reads it, in photo fields only; every other text as written", () => {
    const decomposed = "Cafe\u0301 deck.jpg"
    const [entry] = nodesOf("gallery/gallery.json", [
      { file: "/content/gallery/deck.webp", caption: "Photo /content/gallery/deck.webp", alt: decomposed },
    ])
    expect(entry).toMatchObject({ file: "deck.webp", caption: "Photo /content/gallery/deck.webp", alt: decomposed })

    const [project] = nodesOf("gallery/porch-natick/project.json", { title: decomposed, cover: decomposed })
    expect(project).toMatchObject({ title: decomposed, cover: decomposed.normalize("NFC"), folder: "porch-natick" })
  })

  it("are of the registry's type, and made only from the registry's files", () => {
    expect(nodesOf("services.json", [{ name: "A" }, { name: "B" }]).map((node) => node.internal)).toEqual([
      expect.objectContaining({ type: "ServicesJson" }),
      expect.objectContaining({ type: "ServicesJson" }),
    ])
    expect(nodesOf("gallery/porch-natick/project.json", { title: "Porch" })[0].internal).toMatchObject({ type: "ProjectJson" })
    // Neither a project.json outside a project's folder nor any other JSON is content of the site.
    expect(nodesOf("gallery/porch-natick/old/project.json", { title: "Porch" })).toEqual([])
    expect(nodesOf("notes.json", { title: "Notes" })).toEqual([])
  })
})
