/** Words a business's name carries that say nothing of it: left out of its monogram. */
const FILLER = new Set(["and", "the", "of", "co", "company", "inc", "llc", "ltd", "corp"])

/**
 * The wordmark's monogram (Header.tsx): the first letters of the first two words of the business's
 * short name that say something of it ("Example Contracting" gives "EC", "O'Brien & Sons Co." gives
 * "OS"), upper case; one letter for a one-word name, none for a name without letters.
 */
export function monogramOf(shortName: string): string {
  const words = shortName
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/'/g, ""))
    .filter((word) => word !== "" && !FILLER.has(word.toLowerCase()))
  return words
    .slice(0, 2)
    .map((word) => word[0].toLocaleUpperCase("en-US"))
    .join("")
}
