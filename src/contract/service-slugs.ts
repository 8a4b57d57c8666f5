import { closest } from "fastest-levenshtein"
import { z } from "zod"
import { described } from "./fields"
import type { ContentContext } from "./photo-names"

/** A list of slugs of services.json (the services a photo or a project is of), each checked against the file. */
export const serviceSlugs = (context: ContentContext | undefined) => {
  const example = (context?.serviceSlugs ?? [])
    .slice(0, 2)
    .map((slug) => `"${slug}"`)
    .join(", ")
  const problem = `must be a list of service slugs from content/services.json, e.g. [${example}].`
  const list = z.array(z.string({ error: problem }), { error: problem })
  return described(list, { serviceSlugs: true }).superRefine((slugs, issues) => {
    const known = context?.serviceSlugs
    if (!known) return
    for (const slug of slugs) {
      if (known.includes(slug)) continue
      const nearest = known.length > 0 ? ` The nearest is "${closest(slug, [...known])}".` : ""
      issues.addIssue({ code: "custom", message: `names "${slug}", which is not a slug in content/services.json.${nearest}` })
    }
  })
}
