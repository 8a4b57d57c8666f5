/**
 * The site's public address, from SITE_URL at build time; no trailing slash. On Netlify, without
 * SITE_URL, the site's main address there (its URL variable, the custom domain once there is one).
 */
export function siteUrlFromEnvironment(): string {
  const netlifyAddress = process.env.NETLIFY === "true" ? process.env.URL : undefined
  return (process.env.SITE_URL || netlifyAddress || "https://www.example.com").replace(/\/+$/, "")
}
