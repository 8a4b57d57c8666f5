import { useSiteFacts } from "./useSiteFacts"

type SiteMetadata = NonNullable<NonNullable<Queries.SiteFactsQuery["site"]>["siteMetadata"]>

export function useSiteMetadata(): SiteMetadata {
  const metadata = useSiteFacts().site?.siteMetadata
  if (!metadata) throw new Error("siteMetadata is missing from gatsby-config.ts")
  return metadata
}
