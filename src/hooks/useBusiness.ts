import { useSiteFacts } from "./useSiteFacts"

export type Business = Omit<NonNullable<Queries.SiteFactsQuery["businessJson"]>, "featuredPhoto">

/** The business's name, contact details and hours from content/business.json. */
export function useBusiness(): Business {
  const { businessJson } = useSiteFacts()
  if (!businessJson) throw new Error("content/business.json was not loaded")
  return businessJson
}
