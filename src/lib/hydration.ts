/**
 * Whether React is hydrating the page's server-rendered HTML: true from the browser's first render
 * (gatsby-browser.tsx) until that render has been committed (Layout). What renders later — another
 * page reached by a link, a photo's viewer — renders in the browser, not over HTML.
 */
let hydrating = false

export function setHydrating(value: boolean): void {
  hydrating = value
}

export const isHydrating = (): boolean => hydrating
