import type { Business } from "../hooks/useBusiness"
import { HOME_PATH, servicePagePath } from "./paths"

/** What the structured data needs to know about the business (from business.json). */
export type BusinessFacts = Pick<Business, "name" | "phone" | "email" | "serviceArea" | "hours" | "address">

/** What it needs to know about a service (from services.json). */
export type ServiceFacts = Pick<Queries.ServicesJson, "name" | "slug" | "category" | "description">

export type JsonLd = Record<string, unknown>

/** One step of a breadcrumb trail: a page's name and its path. */
export interface Crumb {
  name: string
  path: string
}

/** A page's breadcrumb trail: the home page, then `crumbs`. */
export const trailFromHome = (...crumbs: Crumb[]): Crumb[] => [{ name: "Home", path: HOME_PATH }, ...crumbs]

/** The business's node, which every Service names as its provider. */
export const businessId = (siteUrl: string) => `${siteUrl}/#business`

/** schema.org Service for one of the business's services. */
export function serviceItem(service: ServiceFacts, business: BusinessFacts, siteUrl: string): JsonLd {
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
