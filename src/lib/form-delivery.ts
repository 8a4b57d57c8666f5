/**
 * Where and how the contact form sends a request, as the build decided it once
 * (src/gatsby/contact-delivery.ts) and the contact page reads it from the site's metadata (its
 * fields and their meaning: the SiteContactDelivery type, src/gatsby/schema.ts). The visitors'
 * scripts never decide it again: the form's action, where its script sends and the pages' policy
 * come from the same decision.
 */
export type FormDelivery = Queries.SiteContactDelivery
