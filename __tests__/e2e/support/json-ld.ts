import type { Page } from "@playwright/test"

type JsonLd = Record<string, unknown> & { "@graph"?: Array<Record<string, unknown>> }

/** Every schema.org item of the page's JSON-LD blocks (the items of a @graph one by one). */
export async function jsonLdItems(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((block) => {
    const data = JSON.parse(block) as JsonLd
    return data["@graph"] ?? [data]
  })
}

/** The page's BreadcrumbList as [position, name, path] rows. */
export async function breadcrumbRows(page: Page): Promise<Array<[number, string, string]>> {
  const list = (await jsonLdItems(page)).find((item) => item["@type"] === "BreadcrumbList")
  const items = (list?.itemListElement ?? []) as Array<{ name: string; item: string; position: number }>
  return items.map((item) => [item.position, item.name, new URL(item.item).pathname])
}
