import type { Field } from "@sveltia/cms"
import type { z } from "zod"
import { contractField, contractFields, type ContractField, type FieldKind } from "../contract/field-kinds"

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

/** The fields of an object schema, in the contract's order; `owner` names it in messages. */
export function cmsFields(owner: string, object: z.ZodObject, context: EditorContext): Field[] {
  return contractFields(owner, object).map((field) => cmsField(owner, field, context))
}

/** The label, hint and required flag every field has. */
function common({ name, required, meta }: Pick<ContractField, "name" | "required" | "meta">) {
  return {
    name,
    label: meta.title ?? labelFrom(name),
    ...(meta.description ? { hint: meta.description } : {}),
    ...(required ? {} : { required: false }),
  }
}

function cmsField(owner: string, field: ContractField, context: EditorContext): Field {
  const { meta, kind } = field
  const base = common(field)
  if (kind.kind === "choice") {
    const { options } = kind
    return { ...base, widget: "select", options: [...options], ...(options.length === 1 ? { default: options[0] } : {}) }
  }
  if (meta.photo) return { ...base, widget: "image", choose_url: false }
  if (meta.serviceSlugs) {
    const options = context.services.map(({ slug, name }) => ({ label: name, value: slug }))
    return { ...base, widget: "select", multiple: true, options }
  }
  switch (kind.kind) {
    case "text": {
      const pattern: [string, string] | undefined =
        meta.pattern && meta.instruction ? [meta.pattern, meta.instruction] : undefined
      return { ...base, widget: meta.multiline ? "text" : "string", ...(pattern ? { pattern } : {}) }
    }
    case "number": {
      const range = { ...(meta.min === undefined ? {} : { min: meta.min }), ...(meta.max === undefined ? {} : { max: meta.max }) }
      return { ...base, widget: "number", value_type: kind.whole ? "int" : "float", ...range }
    }
    case "yesNo":
      return { ...base, widget: "boolean", default: false }
    case "object":
      return { ...base, widget: "object", fields: cmsFields(`${owner}.${field.name}`, kind.object, context) }
    case "list":
      return listField(owner, base, kind, context)
  }
}

/** A list of sentences (one text area each) or of objects (collapsed to their first field). */
function listField(
  owner: string,
  base: ReturnType<typeof common>,
  { item, minItems }: Extract<FieldKind, { kind: "list" }>,
  context: EditorContext,
): Field {
  const range = minItems > 0 ? { min: minItems } : {}
  const element = contractField(owner, base.name, item)
  if (element.kind.kind === "object") {
    const fields = cmsFields(`${owner}.${base.name}`, element.kind.object, context)
    return { ...base, widget: "list", ...range, collapsed: true, summary: `{{fields.${fields[0].name}}}`, fields }
  }
  const itemField = cmsField(owner, { ...element, name: "item" }, context)
  return { ...base, widget: "list", ...range, field: { ...itemField, label: base.label } }
}
