import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ICONS } from "../components/ui/icon-set"
import { ICON_SPRITE_PATH } from "../components/ui/icon-sprite-path"

/** Lucide's stroke settings, each symbol's own: a page's icons (Icon.tsx) inherit them through `<use>`. */
const STROKE = 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

/**
 * One SVG holding every icon of icon-set.ts as a `<symbol>` named after it, drawn by Lucide's own
 * components: what each draws inside its `<svg>` becomes the symbol, with Lucide's stroke settings.
 * Icon.tsx shows them with `<use>`.
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, LucideIcon]) => {
    const drawn = renderToStaticMarkup(createElement(LucideIcon))
    const inside = drawn.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "")
    const viewBox = /viewBox="([^"]+)"/.exec(drawn)?.[1] ?? "0 0 24 24"
    return `<symbol id="${name}" viewBox="${viewBox}" ${STROKE}>${inside}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

/** Writes the sprite where Icon.tsx looks for it, for `gatsby build` and `gatsby develop` alike. */
export function publishIconSprite(publicFolder: string): void {
  mkdirSync(publicFolder, { recursive: true })
  writeFileSync(path.join(publicFolder, ICON_SPRITE_PATH), iconSprite())
}
