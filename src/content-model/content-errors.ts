import { closest, distance } from "fastest-levenshtein"
import { readJsonText } from "./json-text"

/**
 * Small checks that read an owner-edited JSON value and describe, in one line an owner can act on,
 * what is wrong: which file, which entry, which field, and what to write instead.
 */

export interface Place {
  /** Path of the file as the owner sees it, e.g. "content/services.json". */
  file: string
  /** Which entry of a list, e.g. 'entry 3 ("Deck Construction")'; absent for a single object. */
  entry?: string
}

export type Fields = Record<string, unknown>

export class ContentErrors {
  readonly messages: string[] = []

  add(place: Place, field: string, problem: string): void {
    const where = place.entry ? `${place.file}, ${place.entry}` : place.file
    this.messages.push(`${where}: field "${field}" ${problem}`)
  }

  addToFile(file: string, problem: string): void {
    this.messages.push(`${file}: ${problem}`)
  }
}

export function isFields(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** Names the n-th entry of a list (1-based, as a person counts) with its name when it has one. */
export function describeEntry(index: number, fields: Fields, nameField = "name"): string {
  const name = fields[nameField]
  return typeof name === "string" && name.trim() !== ""
    ? `entry ${index + 1} ("${name}")`
    : `entry ${index + 1}`
}

export function checkText(fields: Fields, field: string, place: Place, errors: ContentErrors): string | undefined {
  const value = fields[field]
  if (value === undefined || value === null) {
    errors.add(place, field, "is missing. Add it as text in double quotes.")
    return undefined
  }
  if (typeof value !== "string") {
    errors.add(place, field, `must be text in double quotes, but is ${JSON.stringify(value)}.`)
    return undefined
  }
  if (value.trim() === "") {
    errors.add(place, field, "is empty. Write some text between the quotes.")
    return undefined
  }
  return value
}

export function checkInteger(fields: Fields, field: string, place: Place, errors: ContentErrors): number | undefined {
  const value = fields[field]
  if (value === undefined || value === null) {
    errors.add(place, field, "is missing. Add it as a whole number without quotes.")
    return undefined
  }
  if (typeof value !== "number" || !Number.isInteger(value)) {
    errors.add(place, field, `must be a whole number without quotes, but is ${JSON.stringify(value)}.`)
    return undefined
  }
  return value
}

export function checkBoolean(fields: Fields, field: string, place: Place, errors: ContentErrors): boolean | undefined {
  const value = fields[field]
  if (typeof value !== "boolean") {
    errors.add(
      place,
      field,
      value === undefined
        ? "is missing. Add it as true or false, without quotes."
        : `must be true or false without quotes, but is ${JSON.stringify(value)}.`,
    )
    return undefined
  }
  return value
}

export function checkOneOf<T extends string>(
  fields: Fields,
  field: string,
  allowed: readonly T[],
  place: Place,
  errors: ContentErrors,
): T | undefined {
  const value = checkText(fields, field, place, errors)
  if (value === undefined) return undefined
  const match = allowed.find((candidate) => candidate === value)
  if (match === undefined) {
    errors.add(place, field, `is "${value}", which is not allowed. Use one of: ${allowed.join(", ")}.`)
  }
  return match
}

/** Parses a content file (see json-text.ts); a syntax error becomes one line with its place and fix. */
export function parseJson(file: string, text: string, errors: ContentErrors): unknown {
  const result = readJsonText(text)
  if (result.ok) return result.value
  errors.addToFile(file, result.problem)
  return undefined
}

/**
 * Reports every field of `fields` that is not one of `known`, with the nearest known name: a
 * misspelled optional field ("captoin") would otherwise be silently ignored.
 */
export function checkKnownFields(fields: Fields, known: readonly string[], place: Place, errors: ContentErrors): void {
  for (const field of Object.keys(fields)) {
    if (known.includes(field)) continue
    const nearest = closest(field.toLowerCase(), known.map((name) => name.toLowerCase()))
    const suggestion = known.find((name) => name.toLowerCase() === nearest)
    const similar = suggestion !== undefined && distance(field.toLowerCase(), nearest) <= Math.max(2, field.length / 3)
    errors.add(
      place,
      field,
      similar
        ? `is not known; did you mean "${suggestion}"?`
        : `is not known. Remove it, or use one of: ${known.join(", ")}.`,
    )
  }
}
