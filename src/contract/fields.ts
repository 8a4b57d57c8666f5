import { z } from "zod"

/**
 * Building blocks of the content contract. Each kind of field carries the one-line message an owner
 * can act on (what is wrong, what to write instead); owner-messages.ts adds which file, entry and
 * field. The GraphQL types (graphql-types.ts) are read from the same schemas.
 */

const shown = (value: unknown) => JSON.stringify(value)

/**
 * What a field tells the editor at /admin besides its kind (src/cms/cms-fields.ts reads it):
 * `title` is the field's label and `description` the hint under it (both also documented in
 * GraphQL); the rest are constraints the editor can check as the owner types.
 */
export interface EditorMeta {
  title?: string
  description?: string
  /** Several sentences: a text area rather than a one-line input. */
  multiline?: boolean
  /** A regular expression the text must match, and what to write instead. */
  pattern?: string
  instruction?: string
  /** The smallest and largest whole number allowed. */
  min?: number
  max?: number
  /** The file name of a photo in content/gallery/. */
  photo?: boolean
  /** Slugs of services.json. */
  serviceSlugs?: boolean
}

/** A field's schema without its optional wrapper, whether it is required, and all its metadata. */
export function unwrapField(schema: z.ZodType): { inner: z.ZodType; required: boolean; meta: EditorMeta } {
  let inner = schema
  let required = true
  let meta: EditorMeta = { ...(schema.meta() as EditorMeta | undefined) }
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
    required = false
    inner = inner.unwrap() as z.ZodType
    meta = { ...(inner.meta() as EditorMeta | undefined), ...meta }
  }
  return { inner, required, meta }
}

/** Sets a field's editor metadata (its label, hint, constraints), keeping what it had. */
export const described = <Schema extends z.ZodType>(schema: Schema, meta: EditorMeta): Schema => schema.meta({ ...meta })

/** Text in double quotes, not blank. */
export const text = () =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "is missing. Add it as text in double quotes."
          : `must be text in double quotes, but is ${shown(issue.input)}.`,
    })
    .refine((value) => value.trim() !== "", "is empty. Write some text between the quotes.")

/**
 * Text that passes `isValid`; otherwise `problem` says what is wrong and how to write it, e.g.
 * `is "15:00". Write a time like "8:00 AM" or "6:30 PM".`
 */
export const textThat = (isValid: (value: string) => boolean, problem: (value: string) => string) =>
  text().refine((value) => value.trim() === "" || isValid(value), { error: (issue) => problem(String(issue.input)) })

/** Several sentences of text (a description, a page's introduction, a comment). */
export const paragraph = () => described(text(), { multiline: true })

/** Text matching `pattern`; `instruction` says how to write it ('Write it like "01701".'). */
export const textLike = (pattern: RegExp, instruction: string) =>
  described(
    textThat(
      (value) => pattern.test(value),
      (value) => `is ${shown(value)}. ${instruction}`,
    ),
    { pattern: pattern.source, instruction },
  )

/** One of a fixed list of texts. */
export const oneOf = <T extends readonly [string, ...string[]]>(allowed: T) =>
  z.enum(allowed, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "is missing. Add it as text in double quotes."
        : typeof issue.input === "string"
          ? `is ${shown(issue.input)}, which is not allowed. Use one of: ${allowed.join(", ")}.`
          : `must be text in double quotes, but is ${shown(issue.input)}.`,
  })

/** A whole number, written without quotes. */
export const wholeNumber = () =>
  z.int({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? "is missing. Add it as a whole number without quotes."
        : `must be a whole number without quotes, but is ${shown(issue.input)}.`,
  })

/** A whole number from `min` to `max`. */
export const wholeNumberFrom = (min: number, max: number, problem: (value: number) => string) =>
  described(
    wholeNumber().refine((value) => value >= min && value <= max, { error: (issue) => problem(Number(issue.input)) }),
    { min, max },
  )

/** true or false, without quotes. */
export const yesNo = () =>
  z.boolean({
    error: (issue) =>
      issue.input === undefined
        ? "is missing. Add it as true or false, without quotes."
        : `must be true or false without quotes, but is ${shown(issue.input)}.`,
  })

/** A list of sentences (what a service includes, the steps of a job): one message for the whole list. */
export const sentences = () => {
  const problem = 'must be a list of sentences in double quotes: [ "First ...", "Second ..." ].'
  return z
    .array(
      described(
        z.string({ error: problem }).refine((value) => value.trim() !== "", problem),
        { multiline: true },
      ),
      { error: problem },
    )
    .min(1, problem)
}

/** An object in curly braces whose every field is known (an unknown one is reported by name). */
export const entry = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code !== "invalid_type"
        ? undefined
        : issue.input === undefined
          ? "is missing. Add it as an object in curly braces { ... }."
          : "must be an object in curly braces { ... }.",
  })

/** A list in square brackets; `holds` says of what, e.g. "services". */
export const listOf = <Item extends z.ZodType>(item: Item, holds: string) =>
  z.array(item, { error: `must hold a list of ${holds} in square brackets [ ... ].` })

/**
 * A rule across the entries of a list (unique names, how many are flagged). It runs even when some
 * entry has other mistakes, so every problem is listed at once; it gets the entries as written.
 */
export const acrossEntries = <Item extends z.ZodType>(
  list: z.ZodArray<Item>,
  rule: (entries: readonly Record<string, unknown>[], report: (path: PropertyKey[], message: string) => void) => void,
) =>
  list.superRefine(
    (value, context) => {
      if (!Array.isArray(value)) return
      const entries = (value as unknown[]).map((item) =>
        typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {},
      )
      rule(entries, (path, message) => context.addIssue({ code: "custom", path, message }))
    },
    { when: () => true },
  )
