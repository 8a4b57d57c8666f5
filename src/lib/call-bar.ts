/** The call bar's accessible name (CallBar.tsx): what counting knows its links by (link-place.ts) and a screen reader hears. */
export const CALL_BAR_LABEL = "Quick contact"
