/**
 * Marks a page's own row of ways to ask (the home hero's, a service's or a project's opening, a
 * page's closing band, the contact page's options): while one is on screen, the call bar steps
 * aside (usePageActionsOnScreen.ts).
 */
export const PAGE_ACTIONS_ATTRIBUTE = "data-page-actions"

export const PAGE_ACTIONS = { [PAGE_ACTIONS_ATTRIBUTE]: "" } as const
