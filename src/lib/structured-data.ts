import type { OpeningDays } from "./business-hours"
import { parseDays, to24Hour } from "./opening-days"
import { telHref } from "./contact-links"

/** What the structured data needs to know about the business (from business.json). */
export interface BusinessFacts {
  name: string
  phone: string
  email: string
  serviceArea: string
  hours: readonly OpeningDays[]
}

export interface ServiceFacts {
  name: string
  slug: string
  category: string
  description: string
}

type JsonLd = Record<string, unknown>

const businessId = (siteUrl: string) => `${siteUrl}/#business`

/** schema.org OpeningHoursSpecification for the open days; closed days are left out, as schema.org advises. */
export function openingHoursSpecification(hours: readonly OpeningDays[]): JsonLd[] {
  return hours.flatMap((day) => {
    const days = parseDays(day.days)
    if (day.closed || !day.opens || !day.closes || !days) return []
    return [{ "@type": "OpeningHoursSpecification", dayOfWeek: days, opens: to24Hour(day.opens), closes: to24Hour(day.closes) }]
  })
}

function serviceItem(service: ServiceFacts, business: BusinessFacts, siteUrl: string): JsonLd {
  return {
    "@type": "Service",
    name: service.name,
    serviceType: service.category,
    description: service.description,
    url: `${siteUrl}/services#${service.slug}`,
    areaServed: { "@type": "State", name: business.serviceArea },
    provider: { "@id": businessId(siteUrl) },
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

/** The services page's list of Service items. */
export function servicesJsonLd(business: BusinessFacts, services: readonly ServiceFacts[], siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Our Services",
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: serviceItem(service, business, siteUrl),
    })),
  }
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can end the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
