import { graphql, useStaticQuery } from "gatsby"

/**
 * What pages read of the site as a whole, in one static query: the business (content/business.json)
 * with its featured photo's share image, the site's address and how many projects there are.
 * Gatsby fetches each static query's result as a file of its own on a page's first load, so one
 * query is one request and one response to handle on a phone's main thread, not four. Read it
 * through the hooks beside it (useBusiness, useSiteMetadata, useShareImage, useProjectCount).
 */
export function useSiteFacts(): Queries.SiteFactsQuery {
  return useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      businessJson {
        name
        shortName
        phone
        email
        smsBody
        serviceArea
        yearsExperience
        hicRegistration
        constructionSupervisorLicense
        address {
          streetAddress
          addressLocality
          addressRegion
          postalCode
        }
        hours {
          days
          opens
          closes
          closed
        }
        hoursNote
        featuredPhoto {
          ...SharePhotoFields
        }
      }
      site {
        siteMetadata {
          siteUrl
        }
      }
      allProjectJson {
        totalCount
      }
    }
  `)
}
