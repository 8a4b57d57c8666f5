/** Where the build puts the sprite of every icon (src/gatsby/icon-sprite.ts) and Icon.tsx draws from. */
export const ICON_SPRITE_PATH = "/icons.svg"
