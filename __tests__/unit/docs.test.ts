import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/**
 * The README and the guides in docs/ point to each other, and the build's messages, the plugins,
 * the editor's strip and the code's comments point to them: every such link and pointer leads to a
 * file that is there, and to a heading, a step's bold title or a set-up step's number that file has.
 */
const ROOT = path.join(__dirname, "../..")
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8")
const DOCUMENTS = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) => path.join("docs", file)),
]

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slugOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-")

/** Each heading of a Markdown file: its text and its anchor (a repeated one numbered as GitHub does). */
function headingsOf(file: string): Array<{ text: string; anchor: string }> {
  const seen = new Map<string, number>()
  const inCode = { now: false }
  return read(file)
    .split("\n")
    .filter((line) => {
      if (line.startsWith("```")) inCode.now = !inCode.now
      return !inCode.now && /^#{1,6} /.test(line)
    })
    .map((line) => {
      const text = line.replace(/^#+ /, "")
      const slug = slugOf(text)
      const count = seen.get(slug) ?? 0
      seen.set(slug, count + 1)
      return { text: text.replace(/`/g, ""), anchor: count === 0 ? slug : `${slug}-${count}` }
    })
}

/** The set-up steps a guide numbers ("7. **Say on each save…**"). */
const stepsOf = (file: string) => new Set([...read(file).matchAll(/^\s*(\d+)\. \*\*/gm)].map(([, number]) => Number(number)))

describe("the guides' links", () => {
  it.each(DOCUMENTS)("every relative link in %s leads to a file that is there, at a heading it has", (document) => {
    const links = [...read(document).matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target))
    for (const link of links) {
      const [file, anchor] = link.split("#")
      const target = file === "" ? document : path.join(path.dirname(document), file)
      expect({ link, exists: existsSync(path.join(ROOT, target)) }).toEqual({ link, exists: true })
      if (anchor) expect(headingsOf(target).map((heading) => heading.anchor)).toContain(anchor)
    }
  })

  it("the README is a front door: at most 220 lines, linking every guide in docs/", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(220)
    for (const guide of DOCUMENTS.filter((document) => document !== "README.md"))
      expect(read("README.md")).toContain(`](${guide})`)
  })
})

/** The project's own files that may point to a guide: code, configuration and tests. */
const POINTING = ["src", "netlify", "scripts", "__tests__"]
  .flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
  )
  .filter((file) => /\.(ts|tsx|js)$/.test(file) && !file.endsWith("gatsby-types.d.ts"))
  .concat(["netlify.toml"])

describe("pointers to the guides", () => {
  const pointers = POINTING.flatMap((file) =>
    [...read(file).matchAll(/(README\.md|docs\/[\w-]+\.md)(?:, "([^"]+)"|, step (\d+))?/g)].map(([, guide, heading, step]) => ({
      file,
      guide,
      heading,
      step,
    })),
  )

  it("are found", () => {
    expect(pointers.length).toBeGreaterThan(10)
  })

  it("each lead to a guide that is there, to a heading or a set-up step it has", () => {
    for (const { file, guide, heading, step } of pointers) {
      expect({ file, guide, exists: existsSync(path.join(ROOT, guide)) }).toEqual({ file, guide, exists: true })
      if (heading) {
        // A heading, or the bold words a numbered step starts with ("7. **See it live.**").
        const found = headingsOf(guide).some(({ text }) => text.startsWith(heading)) || read(guide).includes(`**${heading}`)
        expect({ file, heading, found }).toEqual({ file, heading, found: true })
      }
      if (step) expect({ file, step, found: stepsOf(guide).has(Number(step)) }).toEqual({ file, step, found: true })
    }
  })

  it("never name a README section, which now lives in docs/", () => {
    for (const file of POINTING) expect({ file, line: /README(\.md)?, (set-up step|")/.exec(read(file))?.[0] }).toEqual({ file })
  })
})
