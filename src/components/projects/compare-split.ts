/** Where the before/after split starts: half of each photo. */
export const START_PERCENT = 50

/** "Before 30%, after 70%": what a screen reader says of the split. */
export const splitText = (percent: number) => `Before ${percent}%, after ${100 - percent}%`
