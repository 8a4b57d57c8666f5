/** Whether the visitor asks their system for less motion: pages still fade, nothing slides or reveals. */
export const prefersLessMotion = (): boolean => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false
