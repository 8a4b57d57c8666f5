/** The site's public address, from SITE_URL at build time; no trailing slash. */
export function siteUrlFromEnvironment(): string {
  return (process.env.SITE_URL ?? "https://www.example.com").replace(/\/+$/, "")
}
