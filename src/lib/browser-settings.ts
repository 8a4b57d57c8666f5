/**
 * The settings the visitors' scripts read, each a literal `process.env.GATSBY_…` that Gatsby writes
 * into the scripts when it builds them (it inlines only those). Each is in the table of settings
 * (src/host/settings.js), which the build checks before it makes any page; the schema library
 * stays out of the visitors' JavaScript.
 */

/** GATSBY_CONTACT_ENDPOINT: another form service the contact form sends to; "" for the host's own forms. */
export const GATSBY_CONTACT_ENDPOINT = process.env.GATSBY_CONTACT_ENDPOINT?.trim() ?? ""
