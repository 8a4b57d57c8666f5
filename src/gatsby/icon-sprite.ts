import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { ICONS } from "../components/ui/icon-set"
import { ICON_SPRITE_PATH } from "../components/ui/icon-sprite-path"

/**
 * One SVG holding every icon of icon-set.ts as a `<symbol>` named after it, drawn by Lucide's own
 * components: what each draws inside its `<svg>` becomes the symbol. Icon.tsx shows them with `<use>`.
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, LucideIcon]) => {
    const drawn = renderToStaticMarkup(createElement(LucideIcon))
    const inside = drawn.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "")
    const viewBox = /viewBox="([^"]+)"/.exec(drawn)?.[1] ?? "0 0 24 24"
    return `<symbol id="${name}" viewBox="${viewBox}">${inside}</symbol>`
  })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

/** Writes the sprite where Icon.tsx looks for it, for `gatsby build` and `gatsby develop` alike. */
export function publishIconSprite(publicFolder: string): void {
  mkdirSync(publicFolder, { recursive: true })
  writeFileSync(path.join(publicFolder, ICON_SPRITE_PATH), iconSprite())
}
