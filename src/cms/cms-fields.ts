import type { Field } from "@sveltia/cms"
import { z } from "zod"
import { unwrapField, type EditorMeta } from "../contract/fields"

/**
 * The editor's fields, read from the content contract (src/contract/): each field's
 * label, hint, whether it is required, its widget and what it accepts (the allowed values, a
 * pattern, a range of numbers) come from its zod schema, so a field added to the contract appears
 * at /admin with no second edit. What the editor cannot check (a photo that exists, unique slugs,
 * exactly six core services) the build still stops on, with the contract's one-line messages.
 */

/** What a field is checked against beyond its own value: today's services, for `services` (chosen by name, stored by slug). */
export interface EditorContext {
  services: ReadonlyArray<{ slug: string; name: string }>
}

/** "hoursNote" -> "Hours note": a label for a field the contract gave no title. */
const labelFrom = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The fields of an object schema, in the contract's order. */
export function cmsFields(object: z.ZodObject, context: EditorContext): Field[] {
  return Object.entries(object.shape).map(([name, schema]) => cmsField(name, schema as z.ZodType, context))
}

/** The label, hint and required flag every field has. */
function common(name: string, required: boolean, meta: EditorMeta) {
  return {
    name,
    label: meta.title ?? labelFrom(name),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(required ? {} : { required: false }),
  }
}

function cmsField(name: string, schema: z.ZodType, context: EditorContext): Field {
  const { inner, required, meta } = unwrapField(schema)
  const base = common(name, required, meta)
  if (inner instanceof z.ZodEnum) {
    const options = inner.options.map(String)
    return { ...base, widget: "select", options, ...(options.length === 1 ? { default: options[0] } : {}) }
  }
  if (meta.photo) return { ...base, widget: "image", choose_url: false }
  if (meta.serviceSlugs) {
    const options = context.services.map(({ slug, name }) => ({ label: name, value: slug }))
    return { ...base, widget: "select", multiple: true, options }
  }
  if (inner instanceof z.ZodString) {
    const pattern: [string, string] | undefined = meta.pattern && meta.instruction ? [meta.pattern, meta.instruction] : undefined
    return { ...base, widget: meta.multiline ? "text" : "string", ...(pattern ? { pattern } : {}) }
  }
  if (inner instanceof z.ZodNumber) {
    const range = { ...(meta.min === undefined ? {} : { min: meta.min }), ...(meta.max === undefined ? {} : { max: meta.max }) }
    return { ...base, widget: "number", value_type: inner.isInt ? "int" : "float", ...range }
  }
  if (inner instanceof z.ZodBoolean) return { ...base, widget: "boolean", default: false }
  if (inner instanceof z.ZodObject) return { ...base, widget: "object", fields: cmsFields(inner, context) }
  if (inner instanceof z.ZodArray) return listField(base, inner, context)
  throw new Error(`${name}: the editor has no widget for a ${inner.constructor.name}`)
}

/** The fewest items a list accepts (its `.min(n)`), 0 when it has no minimum. */
function minimumItems(list: z.ZodArray): number {
  for (const check of list._zod.def.checks ?? []) {
    const definition = check._zod.def as { check: string; minimum?: number }
    if (definition.check === "min_length" && typeof definition.minimum === "number") return definition.minimum
  }
  return 0
}

/** A list of sentences (one text area each) or of objects (collapsed to their first field). */
function listField(base: ReturnType<typeof common>, list: z.ZodArray, context: EditorContext): Field {
  const element = list.element as z.ZodType
  const min = minimumItems(list)
  const range = min > 0 ? { min } : {}
  if (element instanceof z.ZodObject) {
    const fields = cmsFields(element, context)
    return { ...base, widget: "list", ...range, collapsed: true, summary: `{{fields.${fields[0].name}}}`, fields }
  }
  const item = cmsField("item", element, context)
  return { ...base, widget: "list", ...range, field: { ...item, label: base.label } }
}
