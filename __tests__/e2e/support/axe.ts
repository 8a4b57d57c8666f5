import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

/** axe's WCAG 2.1 A/AA violations, as "rule: target" lines (empty when there are none). */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")} (${node.failureSummary ?? ""})`),
  )
}
