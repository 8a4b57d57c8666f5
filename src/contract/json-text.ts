import { parse, printParseErrorCode, type ParseError } from "jsonc-parser"

/**
 * Reads the text of an owner-edited JSON file. Editors and spreadsheet programs make a handful of
 * mistakes JSON.parse describes badly (or not at all: a byte-order mark is invisible); this turns
 * each into one sentence with the line, the column and the fix in plain words.
 */
export type JsonText = { ok: true; value: unknown } | { ok: false; problem: string }

const BYTE_ORDER_MARK = /^\uFEFF/
const CURLY_QUOTES = /[\u201C\u201D\u2018\u2019\u201E\u00AB\u00BB]/

/** What a syntax error means, said for someone who does not write JSON every day. */
const EXPLANATIONS: Record<ReturnType<typeof printParseErrorCode>, string> = {
  InvalidSymbol: 'there is a character JSON does not allow here. Put text in straight double quotes "..."',
  InvalidNumberFormat: "a number is written wrongly. Write numbers like 12 or 4.5, without quotes or spaces",
  PropertyNameExpected: 'a field name in double quotes is expected here, like "name"',
  ValueExpected: "a value is expected here: text in double quotes, a number, true, false, or a list [ ... ]",
  ColonExpected: 'a colon is missing after the field name. Write "field": value',
  CommaExpected: "a comma is missing before this line or value. Put a comma between two fields or two entries",
  CloseBraceExpected: "a closing curly brace } is missing. Every { needs its }",
  CloseBracketExpected: "a closing square bracket ] is missing. Every [ needs its ]",
  EndOfFileExpected: "there is more text after the end of the content. Remove it, or join it to the list with a comma",
  InvalidCommentToken: "comments are not allowed in JSON. Remove the comment",
  UnexpectedEndOfComment: "comments are not allowed in JSON. Remove the comment",
  UnexpectedEndOfString: 'a text is missing its closing double quote ". Keep each text on one line',
  UnexpectedEndOfNumber: "a number is cut off. Write the whole number",
  InvalidUnicode: "a \\u escape is wrong. Type the character itself instead",
  InvalidEscapeCharacter: "a backslash \\ starts an escape JSON does not know. Write \\\\ for a backslash",
  InvalidCharacter: "a text runs over a line break or holds a tab. Keep each text on one line",
  "<unknown ParseErrorCode>": "the JSON is not valid here",
}

/** 1-based line and column of a character offset, as an editor shows them. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf("\n") + 1
  return { line: before.split("\n").length, column: offset - lineStart + 1 }
}

const at = (text: string, offset: number) => {
  const { line, column } = lineAndColumn(text, offset)
  return `line ${line}, column ${column}`
}

function describe(text: string, error: ParseError): string {
  const lineStart = text.lastIndexOf("\n", error.offset - 1) + 1
  const lineEnd = text.indexOf("\n", error.offset)
  const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
  const curly = CURLY_QUOTES.exec(line)
  if (curly) {
    return (
      `has a curly quote ${curly[0]} at ${at(text, lineStart + curly.index)}. JSON needs straight double quotes ": ` +
      'retype the quotes on that line (turn off "smart quotes" in your editor).'
    )
  }
  const previous = text.slice(0, error.offset).search(/,\s*$/)
  if (previous !== -1 && /^[\]}]/.test(text.slice(error.offset))) {
    return `has a comma after the last entry at ${at(text, previous)}. Remove that comma.`
  }
  return `is not valid JSON at ${at(text, error.offset)}: ${EXPLANATIONS[printParseErrorCode(error.error)]}.`
}

/** Parses a content file's text; a byte-order mark at the start is accepted silently. */
export function readJsonText(text: string): JsonText {
  const body = text.replace(BYTE_ORDER_MARK, "")
  if (body.trim() === "") {
    return { ok: false, problem: "is empty. Restore its content (undo the change, or copy it from the repository)." }
  }
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch {
    const errors: ParseError[] = []
    parse(body, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    const first = errors[0]
    return { ok: false, problem: first ? describe(body, first) : "is not valid JSON. Check its quotes, commas and brackets." }
  }
}

/** Gives a content file's JSON by its path (relative to the site), or undefined when it does not exist. */
export type JsonReader = (file: string) => JsonText | undefined

/** A JsonReader over files' texts: each text parsed as it is read (load-content.ts reads the site's own files once). */
export const parsing =
  (readText: (file: string) => string | undefined): JsonReader =>
  (file) => {
    const text = readText(file)
    return text === undefined ? undefined : readJsonText(text)
  }
