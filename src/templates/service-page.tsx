import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { serviceOf, ServiceStory, serviceTrail } from "../components/services/ServiceStory"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { shareImageOf } from "../hooks/useShareImage"
import type { ServicePageContext } from "../lib/page-contexts"
import { servicePageJsonLd } from "../lib/structured-data"

/** A service's page (/services/<slug>): its story (ServiceStory), its query and its Head. */
export default function ServicePage({ data, pageContext }: PageProps<Queries.ServicePageQuery, ServicePageContext>) {
  return <ServiceStory data={data} context={pageContext} />
}

export const query = graphql`
  query ServicePage($id: String!, $name: String!, $projectIds: [String!]!, $photoFiles: [String!]!) {
    service: servicesJson(id: { eq: $id }) {
      name
      slug
      category
      description
      intro
      includes
      steps
      # Behind its name, and shown when the page is shared: only its cover gets those copies made.
      coverPhoto {
        hero
        ...SharePhotoFields
      }
    }
    projects: allProjectJson(filter: { id: { in: $projectIds } }) {
      nodes {
        ...ProjectCardFields
      }
    }
    photos: allGalleryPhoto(filter: { fileName: { in: $photoFiles } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
    testimonial: testimonialsJson(project: { eq: $name }) {
      ...TestimonialFields
    }
  }
`

export const Head: HeadFC<Queries.ServicePageQuery, ServicePageContext> = ({ location, data }) => {
  const business = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const service = serviceOf(data)
  const image = shareImageOf(service.coverPhoto)
  return (
    <PageHead
      title={`${service.name} in ${business.serviceArea}`}
      description={`${service.name} for ${business.serviceArea} homeowners: ${service.description} Free written estimates.`}
      pathname={location.pathname}
      image={image}
      jsonLd={servicePageJsonLd(business, service, serviceTrail(service), siteUrl, image && `${siteUrl}${image.src}`)}
    />
  )
}
