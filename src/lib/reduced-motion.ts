/** The system's setting, asked once: the list it gives answers for as long as the page is open. */
let lessMotion: MediaQueryList | undefined

/** Whether the visitor asks their system for less motion: pages still fade, nothing slides or reveals. */
export function prefersLessMotion(): boolean {
  lessMotion ??= window.matchMedia?.("(prefers-reduced-motion: reduce)")
  return lessMotion?.matches ?? false
}
