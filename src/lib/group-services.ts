import { SERVICE_CATEGORIES, type ServiceCategory } from "../contract/rules"

interface ServiceGroup<T> {
  category: ServiceCategory
  services: T[]
}

/**
 * Services under their category headings, categories in docs/requirements.md's order, services in the order of
 * services.json. A category without services is left out.
 */
export function groupServicesByCategory<T extends { category: string }>(services: readonly T[]): ServiceGroup<T>[] {
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    services: services.filter((service) => service.category === category),
  })).filter((group) => group.services.length > 0)
}
