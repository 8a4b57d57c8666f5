/** Where playwright.config.ts serves the production build for the end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9123)
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`

export const siteUrl = (pathname: string) => `${BASE_URL}${pathname}`
