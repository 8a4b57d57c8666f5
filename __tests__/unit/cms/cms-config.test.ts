/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import type { Field } from "@sveltia/cms"
import Ajv from "ajv"
import { z } from "zod"
import { cmsConfig } from "../../../src/cms/cms-config"
import { CONTENT_FILES, CONTENT_KEYS, FILE_KEYS, FOLDER_KEYS, type ContentKey } from "../../../src/contract/content-files"
import type { EditorMeta } from "../../../src/contract/fields"
import { CORE_SERVICE_COUNT, GALLERY_CATEGORIES, RATING_MAX, RATING_MIN, SERVICE_CATEGORIES } from "../../../src/contract/rules"
import { LARGEST_SERVED_EDGE_PX } from "../../../src/photos/image-recipes"

const services = [
  { slug: "deck-construction", name: "Deck Construction" },
  { slug: "roof-repair", name: "Roof Repair" },
]
const config = cmsConfig({ repository: "owner/site", branch: "main", siteUrl: "https://www.example.com", services })

type AnyField = Field & Record<string, unknown>
const anyCollection = (key: string) => {
  const found = config.collections?.find((candidate) => candidate.name === key)
  if (!found) throw new Error(`no collection ${key}`)
  return found
}
const collection = (key: string) => {
  const found = anyCollection(key)
  if (!("files" in found)) throw new Error(`no file collection ${key}`)
  return found.files[0]
}
const folderCollection = (key: string) => {
  const found = anyCollection(key)
  if (!("folder" in found)) throw new Error(`no folder collection ${key}`)
  return found
}
/** A collection's fields for one entry as the editor shows them (a list file: the fields of one entry). */
const entryFields = (key: ContentKey): AnyField[] => {
  if (CONTENT_FILES[key].kind === "folder") return folderCollection(key).fields as AnyField[]
  const fields = collection(key).fields as AnyField[]
  return fields.length === 1 && fields[0].root === true ? (fields[0].fields as AnyField[]) : fields
}
const byName = (fields: readonly AnyField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return field
}

/** Unwraps an optional field; its metadata from the outside in. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; meta: EditorMeta } {
  let inner = schema
  let meta = { ...(schema.meta() as EditorMeta | undefined) }
  while (inner instanceof z.ZodOptional) {
    inner = inner.unwrap() as z.ZodType
    meta = { ...(inner.meta() as EditorMeta | undefined), ...meta }
  }
  return { inner, optional: inner !== schema, meta }
}

/** Checks every field of `object` against the editor's `fields`, recursively; returns the paths it checked. */
function expectSameFields(object: z.ZodObject, fields: readonly AnyField[], where: string): string[] {
  expect(fields.map((field) => field.name)).toEqual(Object.keys(object.shape))
  return Object.entries(object.shape).flatMap(([name, schema]) => {
    const field = byName(fields, name)
    const { inner, optional, meta } = unwrap(schema as z.ZodType)
    const place = `${where}.${name}`
    expect({ place, label: field.label }).toEqual({ place, label: expect.any(String) })
    if (meta.title) expect({ place, label: field.label }).toEqual({ place, label: meta.title })
    expect({ place, hint: field.hint }).toEqual({ place, hint: meta.description })
    expect({ place, required: field.required ?? true }).toEqual({ place, required: !optional })
    if (inner instanceof z.ZodEnum) expect(field.options).toEqual(inner.options)
    if (meta.pattern) expect(field.pattern).toEqual([meta.pattern, meta.instruction])
    if (meta.min !== undefined) expect(field.min).toBe(meta.min)
    if (meta.max !== undefined) expect(field.max).toBe(meta.max)
    if (inner instanceof z.ZodObject) return [place, ...expectSameFields(inner, field.fields as AnyField[], place)]
    const element = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined
    if (element instanceof z.ZodObject) return [place, ...expectSameFields(element, field.fields as AnyField[], place)]
    return [place]
  })
}

describe("the editor's configuration (made from the content contract)", () => {
  it("has a collection for every content file and every folder of entries, in the registry's order", () => {
    expect(config.collections?.map((entry) => entry.name)).toEqual(CONTENT_KEYS)
    expect(FOLDER_KEYS).toEqual(["projects"])
    for (const key of FILE_KEYS) {
      expect(collection(key)).toMatchObject({ file: CONTENT_FILES[key].file, format: "json", label: CONTENT_FILES[key].title })
    }
  })

  it("keeps each project as content/gallery/<folder>/project.json, its folder named once from its title and town", () => {
    const projects = folderCollection("projects")
    expect(projects).toMatchObject({
      label: "Projects",
      label_singular: "project",
      folder: "content/gallery",
      path: "{{slug}}/project",
      extension: "json",
      format: "json",
      identifier_field: "title",
      // Made when the project is created, never edited: the folder is the page's address.
      slug: { template: "{{fields.title}}-{{fields.town}}", editable: false },
    })
    // The owner creates and deletes projects (the editor's default); nothing turns it off.
    expect(projects).not.toHaveProperty("create")
    expect(projects).not.toHaveProperty("delete")
    // Its photos are the entry's own, in its folder, named without a folder as the contract wants.
    expect(projects).toMatchObject({ media_folder: "", public_folder: "" })
    // Folder names as the contract's folder rule wants them: lower-case ASCII words and dashes.
    expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true, lowercase: true })
  })

  it("has every field of the contract, with its label, hint, required flag and allowed values", () => {
    const checked = CONTENT_KEYS.flatMap((key) => {
      const schema = CONTENT_FILES[key].schema()
      const object = schema instanceof z.ZodArray ? (schema.element as z.ZodObject) : (schema as z.ZodObject)
      return expectSameFields(object, entryFields(key), key)
    })
    expect(checked).toEqual(
      expect.arrayContaining(["business.address.postalCode", "business.hours.opens", "services.icon", "projects.before"]),
    )
  })

  it("keeps the lists that are a whole file (services, testimonials, gallery) at the file's top level", () => {
    for (const key of ["services", "testimonials", "gallery"] as const) {
      expect(collection(key).fields).toEqual([expect.objectContaining({ widget: "list", root: true })])
    }
    expect(collection("business").fields.some((field) => (field as AnyField).root === true)).toBe(false)
  })

  it("offers the contract's fixed values and limits as the editor's own choices", () => {
    const services = entryFields("services")
    expect(byName(services, "category")).toMatchObject({ widget: "select", options: [...SERVICE_CATEGORIES] })
    expect(byName(services, "core")).toMatchObject({ widget: "boolean" })
    expect(byName(services, "core").hint).toContain(String(CORE_SERVICE_COUNT))
    expect(byName(services, "includes")).toMatchObject({ widget: "list", min: 1 })
    expect(byName(services, "slug").pattern?.[0]).toBe("^[a-z0-9]+(-[a-z0-9]+)*$")
    expect(byName(entryFields("testimonials"), "rating")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: RATING_MIN,
      max: RATING_MAX,
    })
    const gallery = entryFields("gallery")
    expect(byName(gallery, "file")).toMatchObject({ widget: "image" })
    expect(byName(gallery, "file").required ?? true).toBe(true)
    expect(byName(gallery, "category")).toMatchObject({ widget: "select", options: [...GALLERY_CATEGORIES], required: false })
    // Services are chosen by their names and stored by their slugs.
    const serviceOptions = [
      { label: "Deck Construction", value: "deck-construction" },
      { label: "Roof Repair", value: "roof-repair" },
    ]
    expect(byName(gallery, "services")).toMatchObject({ widget: "select", multiple: true, options: serviceOptions })
    expect(byName(entryFields("projects"), "services")).toMatchObject({
      widget: "select",
      multiple: true,
      options: serviceOptions,
    })
    expect(byName(entryFields("business"), "featuredPhoto")).toMatchObject({ widget: "image", required: false })
  })

  it("stores photos in content/gallery/, stripped and resized on upload", () => {
    expect(config).toMatchObject({ media_folder: "content/gallery" })
    const uploaded = { format: "webp", quality: 90, width: LARGEST_SERVED_EDGE_PX, height: LARGEST_SERVED_EDGE_PX }
    expect(config.media_libraries).toEqual({
      default: { config: expect.objectContaining({ transformations: { raster_image: uploaded } }) },
      // No stock photos: every photo is the owner's own.
      stock_assets: false,
    })
    // An optional field left empty is left out, as the contract wants (never "caption": "").
    expect(config.output?.omit_empty_optional_fields).toBe(true)
  })

  describe("is valid for Sveltia CMS (the JSON schema its package ships)", () => {
    const schemaFile = path.join(__dirname, "../../../node_modules/@sveltia/cms/schema/sveltia-cms.json")
    const ajv = new Ajv({ strict: false, allErrors: true })
    // The schema's custom formats: a field's pattern must be a regular expression.
    ajv.addFormat("regex", (source: string) => {
      try {
        return new RegExp(source) instanceof RegExp
      } catch {
        return false
      }
    })
    ajv.addFormat("uri", (address: string) => URL.canParse(address))
    const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, "utf8")) as object)

    it("accepts the configuration", () => {
      const valid = validate(JSON.parse(JSON.stringify(config)))
      expect(validate.errors ?? []).toEqual([])
      expect(valid).toBe(true)
    })

    it("would refuse a field without a name, or a select without options", () => {
      type Broken = { collections: { files: { fields: Record<string, unknown>[] }[] }[] }
      const unnamed = JSON.parse(JSON.stringify(config)) as Broken
      delete unnamed.collections[0].files[0].fields[0].name
      expect(validate(unnamed)).toBe(false)
      const noOptions = JSON.parse(JSON.stringify(config)) as Broken
      noOptions.collections[0].files[0].fields[0] = { name: "x", widget: "select" }
      expect(validate(noOptions)).toBe(false)
    })
  })
})
