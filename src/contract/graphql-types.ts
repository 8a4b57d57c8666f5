import { type z } from "zod"
import { CONTENT_FILES, CONTENT_KEYS, type ContentKey } from "./content-files"
import { contractFields, entryOf, kindOf, objectMeta, type ContractField, type FieldKind } from "./field-kinds"
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

const docString = (description: string | undefined, indent: string) =>
  description ? `${indent}${JSON.stringify(description)}\n` : ""

class TypeWriter {
  readonly types: string[] = []

  /** The GraphQL type of a value of `kind`, without the "!" of a required field. */
  private typeOf(kind: FieldKind, where: string): string {
    switch (kind.kind) {
      case "text":
      case "choice":
        return "String"
      case "number":
        return kind.whole ? "Int" : "Float"
      case "yesNo":
        return "Boolean"
      case "list": {
        const item = unwrapField(kind.item).inner
        return `[${this.typeOf(kindOf(item, where), where)}!]`
      }
      case "object": {
        const name = objectMeta(kind.object).graphqlType
        if (!name) throw new Error(`${where}: an object field needs .meta({ graphqlType: "..." })`)
        this.writeType(name, kind.object, "")
        return name
      }
    }
  }

  fieldLine(owner: string, field: ContractField): string {
    const name = field.name === "id" ? OWNER_ID_FIELD : field.name
    const bang = field.required ? "!" : ""
    const [type, ...directives] = (field.meta.graphql ?? this.typeOf(field.kind, `${owner}.${field.name}`)).split(" ")
    return `${docString(field.meta.description, "  ")}  ${name}: ${[`${type}${bang}`, ...directives].join(" ")}`
  }

  writeType(name: string, object: z.ZodObject, implementsNode: string, extraFields = ""): void {
    const fields = contractFields(name, object).map((field) => this.fieldLine(name, field))
    if (extraFields.trim() !== "") fields.push(extraFields.replace(/^\n+|\s+$/g, ""))
    this.types.push(`${docString(objectMeta(object).description, "")}type ${name}${implementsNode} {\n${fields.join("\n")}\n}`)
  }
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
    writer.writeType(nodeType, entryOf(schema(), key).object, " implements Node @dontInfer", extraFields[key])
  }
  return writer.types.join("\n\n")
}

/** The GraphQL fields of `fields` of a content file's entries, as another type repeats them (non-null unless `optional`). */
export function fieldsOf(key: ContentKey, fields: readonly string[], optional: readonly string[]): string {
  const entry = contractFields(key, entryOf(CONTENT_FILES[key].schema(), key).object)
  const writer = new TypeWriter()
  return fields
    .map((name) => {
      const field = entry.find((candidate) => candidate.name === name)
      if (!field) throw new Error(`${key}: has no field "${name}"`)
      return writer.fieldLine(key, { ...field, required: !optional.includes(name) })
    })
    .join("\n")
}
