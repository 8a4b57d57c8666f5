import type { Business } from "../hooks/useBusiness"
import type { OpeningDays } from "./business-hours"
import { parseDays, to24Hour } from "../contract/opening-days"
import { telHref } from "./contact-links"
import { HOME_PATH, servicePagePath } from "./paths"

/** What the structured data needs to know about the business (from business.json). */
type BusinessFacts = Pick<Business, "name" | "phone" | "email" | "serviceArea" | "hours" | "address">

/** What it needs to know about a service (from services.json). */
type ServiceFacts = Pick<Queries.ServicesJson, "name" | "slug" | "category" | "description">

type JsonLd = Record<string, unknown>

/** One step of a breadcrumb trail: a page's name and its path. */
export interface Crumb {
  name: string
  path: string
}

/** A page's breadcrumb trail: the home page, then `crumbs`. */
export const trailFromHome = (...crumbs: Crumb[]): Crumb[] => [{ name: "Home", path: HOME_PATH }, ...crumbs]

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
    url: `${siteUrl}${servicePagePath(service.slug)}`,
    areaServed: { "@type": "State", name: business.serviceArea },
    provider: { "@id": businessId(siteUrl) },
  }
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

/** schema.org BreadcrumbList of a trail that starts at the home page. */
function breadcrumbListJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${siteUrl}${crumb.path === "/" ? "/" : crumb.path}`,
    })),
  }
}

/** A page's structured data when it is only its place in the site (a project's page). */
export function breadcrumbsJsonLd(trail: readonly Crumb[], siteUrl: string): JsonLd {
  return { "@context": "https://schema.org", ...breadcrumbListJsonLd(trail, siteUrl) }
}

/** A service page's structured data: its breadcrumb trail and the Service, provided by the business. */
export function servicePageJsonLd(
  business: BusinessFacts,
  service: ServiceFacts,
  trail: readonly Crumb[],
  siteUrl: string,
  imageUrl?: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@graph": [
      breadcrumbListJsonLd(trail, siteUrl),
      { ...serviceItem(service, business, siteUrl), ...(imageUrl ? { image: imageUrl } : {}) },
    ],
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
