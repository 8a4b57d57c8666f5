import { closest, distance } from "fastest-levenshtein"
import { z } from "zod"
import { photoKey } from "./gallery-files"
import { WARNING } from "./photo-names"

/**
 * Turns the contract's findings (zod issues) into one line each that an owner can act on: which
 * file, which entry, which field, what is wrong and what to write, e.g.
 * `content/services.json, entry 4 ("Deck Construction"): field "category" is "Decking", which is not allowed. ...`
 */

type Path = readonly PropertyKey[]

/** The schema found by following `path` into `schema` (through optional fields and lists). */
function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema
  for (const step of path) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType
    if (current instanceof z.ZodArray && typeof step === "number") current = current.element as z.ZodType
    else if (current instanceof z.ZodObject && typeof step === "string") current = current.shape[step] as z.ZodType | undefined
    else return undefined
  }
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType
  return current
}

/** `entry 4 ("Deck Construction")`, or `entry 4` when the entry has no usable label. */
function describeEntry(index: number, value: unknown, labelField: string): string {
  const label = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[labelField] : undefined
  return typeof label === "string" && label.trim() !== "" ? `entry ${index + 1} ("${photoKey(label)}")` : `entry ${index + 1}`
}

/** "did you mean ...?" for a misspelled field, else the fields that are allowed. */
function unknownField(field: string, known: readonly string[]): string {
  const nearest =
    known.length > 0
      ? closest(
          field.toLowerCase(),
          known.map((name) => name.toLowerCase()),
        )
      : ""
  const suggestion = known.find((name) => name.toLowerCase() === nearest)
  const similar = suggestion !== undefined && distance(field.toLowerCase(), nearest) <= Math.max(2, field.length / 3)
  return similar ? `is not known; did you mean "${suggestion}"?` : `is not known. Remove it, or use one of: ${known.join(", ")}.`
}

interface Source {
  file: string
  schema: z.ZodType
  value: unknown
  /** The field that names an entry of a list file (services' "name", gallery's "file"). */
  labelField: string
}

/**
 * Where a finding is: `content/business.json, hours entry 2` and the field "closes". The field is
 * absent for a finding about a whole entry or file.
 */
function placeOf(path: Path, { file, schema, value, labelField }: Source): { where: string; field?: string } {
  // A finding about an item of a list of texts (one of "includes") is about the list's field.
  let end = path.length
  while (end > 0 && typeof path[end - 1] === "number" && !(schemaAt(schema, path.slice(0, end)) instanceof z.ZodObject)) end -= 1
  const last = path[end - 1]
  const field = typeof last === "string" ? last : undefined
  const containers = path.slice(0, field === undefined ? end : end - 1)
  const parts: string[] = []
  let inner: unknown = value
  containers.forEach((step, index) => {
    const next = containers[index + 1]
    if (typeof step === "number" && index === 0) parts.push(describeEntry(step, (inner as unknown[])[step], labelField))
    else if (typeof step === "string") parts.push(typeof next === "number" ? `${step} entry ${next + 1}` : step)
    inner = typeof inner === "object" && inner !== null ? (inner as Record<PropertyKey, unknown>)[step] : undefined
  })
  return { where: parts.length > 0 ? `${file}, ${parts.join(", ")}` : file, field }
}

/** What is found in the owner's files: mistakes that stop the build, and warnings that do not. */
export interface Findings {
  /** One line each; the build stops on any. */
  problems: string[]
  /** One line each: names of photos that are gone. The site is built without them. */
  warnings: string[]
}

const linesOf = (issue: z.core.$ZodIssue, source: Source): string[] => {
  if (issue.code === "unrecognized_keys") {
    const known = Object.keys((schemaAt(source.schema, issue.path) as z.ZodObject | undefined)?.shape ?? {})
    return issue.keys.map((key) => `${placeOf([...issue.path, key], source).where}: field "${key}" ${unknownField(key, known)}`)
  }
  const { where, field } = placeOf(issue.path, source)
  return [field === undefined ? `${where}: ${issue.message}` : `${where}: field "${field}" ${issue.message}`]
}

const isWarning = (issue: z.core.$ZodIssue) => issue.code === "custom" && issue.params?.weight === WARNING.weight

/** The lines for every finding of `schema` on a file's parsed `value`; none when it is right. */
export function ownerMessages(source: Source): Findings {
  const result = source.schema.safeParse(source.value)
  if (result.success) return { problems: [], warnings: [] }
  const lines = (issues: z.core.$ZodIssue[]) => [...new Set(issues.flatMap((issue) => linesOf(issue, source)))]
  return {
    problems: lines(result.error.issues.filter((issue) => !isWarning(issue))),
    warnings: lines(result.error.issues.filter(isWarning)),
  }
}
