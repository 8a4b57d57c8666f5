import { graphql, useStaticQuery } from "gatsby"

type SiteMetadata = NonNullable<NonNullable<Queries.SiteMetadataQuery["site"]>["siteMetadata"]>

export function useSiteMetadata(): SiteMetadata {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const metadata = data.site?.siteMetadata
  if (!metadata) throw new Error("siteMetadata is missing from gatsby-config.ts")
  return metadata
}
