/**
 * Where the pages report visits when the owner has turned counting on (GATSBY_PLAUSIBLE_DOMAIN): a
 * path of the site itself, which the host rewrites to Plausible's (visit-counting.ts) and npm
 * start's server records (scripts/local-host/visit-events.js), so the policy's connect-src stays
 * 'self' and blockers of third-party hosts do not drop them.
 */
export const EVENTS_PATH = "/api/event"
