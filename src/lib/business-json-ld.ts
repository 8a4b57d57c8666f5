/**
 * The home page's structured data: the business itself (its address, hours and services). Kept
 * apart from structured-data.ts, which the service, project and photo pages share, so their first
 * load carries none of it.
 */
import type { OpeningDays } from "./business-hours"
import { parseDays, to24Hour } from "../contract/opening-days"
import { telHref } from "./contact-links"
import { businessId, serviceItem, type BusinessFacts, type JsonLd, type ServiceFacts } from "./structured-data"

/** schema.org OpeningHoursSpecification for the open days; closed days are left out, as schema.org advises. */
export function openingHoursSpecification(hours: readonly OpeningDays[]): JsonLd[] {
  return hours.flatMap((day) => {
    const days = parseDays(day.days)
    if (day.closed || !day.opens || !day.closes || !days) return []
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: to24Hour(day.opens), closes: to24Hour(day.closes) }]
  })
}

/** schema.org PostalAddress; Google asks for one before it shows a business in local results. */
function postalAddress(address: BusinessFacts["address"]): JsonLd {
  return {
    "@type": "PostalAddress",
    ...(address.streetAddress ? { streetAddress: address.streetAddress } : {}),
    addressLocality: address.addressLocality,
    addressRegion: address.addressRegion,
    postalCode: address.postalCode,
    addressCountry: "US",
  }
}

/**
 * The home page's GeneralContractor. No aggregateRating: search engines ignore ratings a business
 * publishes about itself.
 */
export function generalContractorJsonLd(
  business: BusinessFacts,
  services: readonly ServiceFacts[],
  siteUrl: string,
  imageUrl?: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "GeneralContractor",
    "@id": businessId(siteUrl),
    name: business.name,
    url: `${siteUrl}/`,
    telephone: telHref(business.phone).slice("tel:".length),
    email: business.email,
    ...(imageUrl ? { image: imageUrl } : {}),
    address: postalAddress(business.address),
    areaServed: { "@type": "State", name: business.serviceArea },
    openingHoursSpecification: openingHoursSpecification(business.hours),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Services",
      itemListElement: services.map((service) => ({
        "@type": "Offer",
        itemOffered: serviceItem(service, business, siteUrl),
      })),
    },
  }
}
