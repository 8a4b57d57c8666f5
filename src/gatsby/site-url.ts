import { siteAddress } from "../host/settings"

/** The site's public address, as the settings table derives it (siteAddress: SITE_URL, Netlify's URL, or the example's). */
export const siteUrlFromEnvironment = (): string => siteAddress()
