import { graphql, useStaticQuery } from "gatsby"

export type Business = NonNullable<Queries.BusinessQuery["businessJson"]>

/** The business's name, contact details and hours from content/business.json. */
export function useBusiness(): Business {
  const data = useStaticQuery<Queries.BusinessQuery>(graphql`
    query Business {
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
      }
    }
  `)
  if (!data.businessJson) throw new Error("content/business.json was not loaded")
  return data.businessJson
}
