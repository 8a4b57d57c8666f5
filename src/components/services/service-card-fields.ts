import { graphql } from "gatsby"

/** What a ServiceCard shows, for every page that lists services as cards. */
export const serviceCardFields = graphql`
  fragment ServiceCardFields on ServicesJson {
    name
    slug
    description
    icon
  }
`
