/** How many columns a grid of cards has from each breakpoint up (CardGrid's classes); below the first, `base` or one. */
export type GridColumns = { base?: 2; sm?: 2; md?: 2 | 3; lg?: 3 | 4; xl?: 3 | 4 }

/** The gallery's grid and the project cards: 1 column on a phone, 2 from sm, 3 from lg, 4 from xl (their images' sizes: gallery-view.ts). */
export const GALLERY_COLUMNS: GridColumns = { sm: 2, lg: 3, xl: 4 }

/** The service cards (/services and the home page's core services): 1 column on a phone, 2 from sm, 3 from lg (their photos' sizes: ServiceCard.tsx). */
export const SERVICE_CARD_COLUMNS: GridColumns = { sm: 2, lg: 3 }

/** The home page's recent work: 2 columns on a phone, 3 from md (its images' sizes: RecentWork.tsx). */
export const RECENT_WORK_COLUMNS: GridColumns = { base: 2, md: 3 }
