import { z } from "zod"
import { unwrapField, type EditorMeta } from "./fields"

/**
 * The one reading of the contract's schemas by field kind: a content file's entry object, each of
 * its fields (its name, whether it is required, its metadata) and the kind of value it holds. The
 * GraphQL types (graphql-types.ts), the editor's fields (src/cms/cms-fields.ts) and the photo
 * fields (photo-names.ts) all walk the contract through it; a kind of field it does not know stops
 * with one message naming it.
 */

/** What a field may carry besides its kind: the editor's metadata and its GraphQL type written out. */
interface FieldMeta extends EditorMeta {
  /** The field's GraphQL type written out, e.g. a @link to another node. */
  graphql?: string
  /** A nested object's GraphQL type name. */
  graphqlType?: string
}

/** The kind of value a field holds. */
export type FieldKind =
  | { kind: "text" }
  | { kind: "choice"; options: readonly string[] }
  | { kind: "number"; whole: boolean }
  | { kind: "yesNo" }
  | { kind: "object"; object: z.ZodObject }
  | { kind: "list"; item: z.ZodType; minItems: number }

export interface ContractField {
  name: string
  required: boolean
  meta: FieldMeta
  /** The value's schema, without the optional wrapper. */
  inner: z.ZodType
  kind: FieldKind
}

/** The fewest items a list accepts (its `.min(n)`), 0 when it has no minimum. */
function minimumItems(list: z.ZodArray): number {
  for (const check of list._zod.def.checks ?? []) {
    const definition = check._zod.def as { check: string; minimum?: number }
    if (definition.check === "min_length" && typeof definition.minimum === "number") return definition.minimum
  }
  return 0
}

/** The kind of a value's schema (without its optional wrapper); `where` names it in the message for an unknown kind. */
export function kindOf(inner: z.ZodType, where: string): FieldKind {
  if (inner instanceof z.ZodEnum) return { kind: "choice", options: inner.options.map(String) }
  if (inner instanceof z.ZodString) return { kind: "text" }
  if (inner instanceof z.ZodNumber) return { kind: "number", whole: inner.isInt }
  if (inner instanceof z.ZodBoolean) return { kind: "yesNo" }
  if (inner instanceof z.ZodObject) return { kind: "object", object: inner }
  if (inner instanceof z.ZodArray) return { kind: "list", item: inner.element as z.ZodType, minItems: minimumItems(inner) }
  throw new Error(`${where}: the content contract has no field kind for a ${inner.constructor.name}`)
}

/** A field of an object schema, read: `owner` names the object in messages. */
export function contractField(owner: string, name: string, schema: z.ZodType): ContractField {
  const { inner, required, meta } = unwrapField(schema)
  return { name, required, meta: meta as FieldMeta, inner, kind: kindOf(inner, `${owner}.${name}`) }
}

/** The fields of an object schema, in the contract's order. */
export const contractFields = (owner: string, object: z.ZodObject): ContractField[] =>
  Object.entries(object.shape).map(([name, schema]) => contractField(owner, name, schema as z.ZodType))

/** The metadata of an object schema itself (its description, its GraphQL type name). */
export const objectMeta = (object: z.ZodObject): FieldMeta => (object.meta() ?? {}) as FieldMeta

/**
 * The entry object of a content file's schema, and whether the file is a list of such entries:
 * a file holds one object, or a list of objects.
 */
export function entryOf(schema: z.ZodType, file: string): { object: z.ZodObject; list: boolean } {
  const { inner } = unwrapField(schema)
  if (inner instanceof z.ZodObject) return { object: inner, list: false }
  if (inner instanceof z.ZodArray) {
    const element = unwrapField(inner.element as z.ZodType).inner
    if (element instanceof z.ZodObject) return { object: element, list: true }
  }
  throw new Error(`${file}: a content file's schema must describe an object or a list of objects`)
}
