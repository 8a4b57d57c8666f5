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

/** Parses a content file, turning a syntax error into a sentence with its line and column. */
export function parseJson(file: string, text: string, errors: ContentErrors): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    const position = /position (\d+)/.exec(detail)
    let where = ""
    if (position) {
      const before = text.slice(0, Number(position[1]))
      const line = before.split("\n").length
      const column = before.length - before.lastIndexOf("\n")
      where = ` near line ${line}, column ${column}`
    }
    errors.addToFile(
      file,
      `is not valid JSON${where} (${detail}). Look for a missing or extra comma, quote or bracket there.`,
    )
    return undefined
  }
}
