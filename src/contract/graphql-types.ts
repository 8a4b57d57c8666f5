import { z } from "zod"
import { CONTENT_FILES, CONTENT_KEYS, type ContentKey } from "./content-files"
import { unwrapField } from "./fields"

/**
 * The GraphQL type definitions of the content files, written out from their schemas: a field added
 * to a schema is in GraphQL (and, through graphqlTypegen, in TypeScript) on the next build.
 * Every type is @dontInfer, so the shape of the data never depends on what the JSON holds today.
 * Fields may carry metadata: `description` (GraphQL's doc string), `graphql` (the field's type
 * written out, e.g. a @link to another node) and, on nested objects, `graphqlType` (the type's name).
 */

/** The owner's own "id" (testimonials) is a node's jsonId: Gatsby's id must be unique site-wide. */
export const OWNER_ID_FIELD = "jsonId"

interface FieldMeta {
  description?: string
  graphql?: string
  graphqlType?: string
}

const metaOf = (schema: z.ZodType): FieldMeta => (schema.meta() ?? {}) as FieldMeta

const docString = (description: string | undefined, indent: string) =>
  description ? `${indent}${JSON.stringify(description)}\n` : ""

class TypeWriter {
  readonly types: string[] = []

  /** The GraphQL type of a value of `schema`, without the "!" of a required field. */
  private typeOf(schema: z.ZodType, owner: string, field: string): string {
    if (schema instanceof z.ZodString || schema instanceof z.ZodEnum) return "String"
    if (schema instanceof z.ZodNumber) return schema.isInt ? "Int" : "Float"
    if (schema instanceof z.ZodBoolean) return "Boolean"
    if (schema instanceof z.ZodArray) return `[${this.typeOf(schema.element as z.ZodType, owner, field)}!]`
    if (schema instanceof z.ZodObject) {
      const name = metaOf(schema).graphqlType
      if (!name) throw new Error(`${owner}.${field}: an object field needs .meta({ graphqlType: "..." })`)
      this.writeType(name, schema, "")
      return name
    }
    throw new Error(`${owner}.${field}: no GraphQL type for a ${schema.constructor.name}`)
  }

  fieldLine(owner: string, field: string, schema: z.ZodType): string {
    const { inner, required } = unwrapField(schema)
    const meta = { ...metaOf(inner), ...metaOf(schema) }
    const name = field === "id" ? OWNER_ID_FIELD : field
    const bang = required ? "!" : ""
    const [type, ...directives] = (meta.graphql ?? this.typeOf(inner, owner, field)).split(" ")
    return `${docString(meta.description, "  ")}  ${name}: ${[`${type}${bang}`, ...directives].join(" ")}`
  }

  writeType(name: string, object: z.ZodObject, implementsNode: string, extraFields = ""): void {
    const fields = Object.entries(object.shape).map(([field, schema]) => this.fieldLine(name, field, schema as z.ZodType))
    if (extraFields.trim() !== "") fields.push(extraFields.replace(/^\n+|\s+$/g, ""))
    this.types.push(`${docString(metaOf(object).description, "")}type ${name}${implementsNode} {\n${fields.join("\n")}\n}`)
  }
}

/** The entry object of a content file's schema (a list file's element). */
function entryObject(schema: z.ZodType): z.ZodObject {
  const entry = schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema
  if (!(entry instanceof z.ZodObject)) throw new Error("a content file's schema must describe an object or a list of objects")
  return entry
}

/**
 * Every content collection's node type (BusinessJson, ServicesJson ..., ProjectJson) and the types
 * of its nested objects; `extraFields` are GraphQL field lines the build adds to a collection's
 * type (links, fields resolved at query time).
 */
export function contentTypeDefsOf(extraFields: Partial<Record<ContentKey, string>> = {}): string {
  const writer = new TypeWriter()
  for (const key of CONTENT_KEYS) {
    const { nodeType, schema } = CONTENT_FILES[key]
    writer.writeType(nodeType, entryObject(schema()), " implements Node @dontInfer", extraFields[key])
  }
  return writer.types.join("\n\n")
}

/** The GraphQL fields of `fields` of a content file's entries, as another type repeats them (non-null unless `optional`). */
export function fieldsOf(key: ContentKey, fields: readonly string[], optional: readonly string[]): string {
  const object = entryObject(CONTENT_FILES[key].schema())
  const writer = new TypeWriter()
  return fields
    .map((field) => {
      const schema = object.shape[field] as z.ZodType
      const { inner } = unwrapField(schema)
      return writer.fieldLine(key, field, optional.includes(field) ? inner.optional() : inner)
    })
    .join("\n")
}
