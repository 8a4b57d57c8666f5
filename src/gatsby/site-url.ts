import { readSettings } from "../host/settings"

/**
 * The site's public address, from SITE_URL at build time; no trailing slash. On Netlify, without
 * SITE_URL, the site's main address there (its URL variable, the custom domain once there is one).
 */
export function siteUrlFromEnvironment(): string {
  const { SITE_URL, NETLIFY, URL } = readSettings().values
  return (SITE_URL || (NETLIFY ? URL : undefined) || "https://www.example.com").replace(/\/+$/, "")
}
