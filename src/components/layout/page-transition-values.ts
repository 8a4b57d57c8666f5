/** docs/requirements.md: The pages, Constants: each half of a page transition lasts 0.5 s and moves 20 px. */
export const PAGE_TRANSITION_SECONDS = 0.5
export const OFFSET_PX = 20
