import React from "react"
import type { IconName } from "./icon-set"
import { ICON_SPRITE_PATH } from "./icon-sprite-path"

interface IconProps {
  name: IconName
  /** Width and height in CSS pixels. */
  size: number
  className?: string
}

/**
 * A decorative Lucide icon (its meaning is always in the text beside it), drawn from the sprite the
 * build writes, in the text's colour, so no page's JavaScript carries the icons' drawings. Lucide's
 * stroke settings are the sprite's symbols' own (icon-sprite.ts), not written again in every page's
 * every icon; the stroke's colour, `currentColor`, is the text's around the `<use>`.
 */
export function Icon({ name, size, className }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  )
}
