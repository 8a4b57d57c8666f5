/**
 * What the publishing strip says, as tests expect it: built from the sentence table
 * (src/admin/strip-sentences.ts), so a test copies none of the owner's wording and a reworded
 * sentence changes its tests with it.
 */

/** A sentence of the table: how it is said from its parts. */
interface Sentence<Parts extends string[]> {
  say: (...parts: Parts) => string
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The whole of what the strip shows for `sentence`, its parts given as they are or, where they
 * vary (a time on the test's clock), as patterns: a pattern matching exactly that text.
 */
export function says<Parts extends string[]>(
  sentence: Sentence<Parts>,
  ...parts: { [K in keyof Parts]: string | RegExp }
): RegExp {
  const marker = (index: number) => `\uE000${index}\uE000`
  const text = sentence.say(
    ...((parts as Array<string | RegExp>).map((part, index) => (typeof part === "string" ? part : marker(index))) as Parts),
  )
  const source = escaped(text).replace(
    /\uE000(\d+)\uE000/g,
    (_, index: string) => `(?:${(parts[Number(index)] as RegExp).source})`,
  )
  return new RegExp(`^${source}$`)
}
