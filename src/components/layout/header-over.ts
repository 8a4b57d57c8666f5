/**
 * What a page's first band tells the header it lies over: a band marked with these attributes is
 * dark (a photo under its scrim, or the dark surface), so the header's words are white over it
 * until the page is scrolled (Header.module.css reads the mark with :has(); no script).
 */
export const DARK_UNDER_HEADER = { "data-under-header": "dark" } as const
