import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { Gallery } from "../components/gallery/Gallery"
import { SeeAllPhotos } from "../components/gallery/SeeAllPhotos"
import { ProjectCards } from "../components/projects/ProjectCards"
import { toGalleryItem } from "../components/gallery/gallery-photo-fields"
import { PageHead } from "../components/seo/PageHead"
import { TestimonialCard } from "../components/testimonials/TestimonialCard"
import { Breadcrumbs } from "../components/ui/Breadcrumbs"
import { CallToAction } from "../components/ui/CallToAction"
import { PageIntro } from "../components/ui/PageIntro"
import { QuoteActions } from "../components/ui/QuoteActions"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { shareImageOf } from "../hooks/useShareImage"
import { contactPageFor } from "../lib/contact-page-link"
import { servicePagePath, servicePhotosPath, SERVICES_PATH } from "../lib/paths"
import { newestFirst } from "../lib/projects"
import { seeAllPhotosLabel, type ServicePageSelection } from "../lib/service-photos"
import { servicePageJsonLd, trailFromHome, type Crumb } from "../lib/structured-data"
import * as styles from "./service-page.module.css"

/** The context gatsby-node.ts (createPages) gives each service page. */
export interface ServicePageContext extends ServicePageSelection {
  id: string
  slug: string
  name: string
  /** The file name of its first project photo, shown when the page is shared; "" when it has none. */
  sharePhoto: string
  /** How many photos the service has in all (its photo pages hold them). */
  photoCount: number
}

type ServicePageProps = PageProps<Queries.ServicePageQuery, ServicePageContext>

function serviceOf(data: Queries.ServicePageQuery): NonNullable<Queries.ServicePageQuery["service"]> {
  if (!data.service) throw new Error("A service page was created for a service that is not in content/services.json")
  return data.service
}

const trailTo = (service: { name: string; slug: string }): Crumb[] =>
  trailFromHome({ name: "Our Services", path: SERVICES_PATH }, { name: service.name, path: servicePagePath(service.slug) })

/**
 * One service's own page (/services/<slug>), made for every entry of content/services.json: what the
 * work is, what it includes and how a job runs, the project photos and a customer's words about it,
 * and the quickest ways to ask for a quote.
 */
export default function ServicePage({ data, pageContext }: ServicePageProps) {
  const business = useBusiness()
  const service = serviceOf(data)
  const photos = sortPhotos(data.photos.nodes).map(toGalleryItem)
  const projects = newestFirst(data.projects.nodes)
  const quote = contactPageFor(service.name)
  return (
    <>
      <PageIntro title={service.name} breadcrumbs={<Breadcrumbs trail={trailTo(service)} />}>
        <p>{service.description}</p>
        <QuoteActions quoteTo={quote} className={styles.actions} />
      </PageIntro>

      <Section title={`${service.name} in ${business.serviceArea}`} staticContent>
        <div className="prose">
          <p>{service.intro}</p>
        </div>
      </Section>

      <Section title="What the Work Includes" tone="tint" staticContent>
        <ul className={styles.includes}>
          {service.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section title="How a Job Runs" staticContent>
        <ol className={styles.steps}>
          {service.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>

      {projects.length > 0 && (
        <Section title="Recent Projects" tone="tint" staticContent>
          <ProjectCards projects={projects} />
        </Section>
      )}

      {photos.length > 0 && (
        <Section title="Project Photos" tone={projects.length > 0 ? "plain" : "tint"}>
          <Gallery items={photos} />
          {pageContext.photoCount > photos.length && (
            <SeeAllPhotos to={servicePhotosPath(service.slug)} label={seeAllPhotosLabel(service.name, pageContext.photoCount)} />
          )}
        </Section>
      )}

      {data.testimonial && (
        <Section
          title="What a Customer Says"
          staticContent
          tone={[projects, photos].filter((list) => list.length > 0).length === 1 ? "plain" : "tint"}
        >
          <div className={styles.testimonial}>
            <TestimonialCard testimonial={data.testimonial} />
          </div>
        </Section>
      )}

      <CallToAction title={`Get a Free ${service.name} Estimate`} quoteTo={quote}>
        <p>Tell us about your project: we reply with a visit and a written estimate, free and without obligation.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query ServicePage($id: String!, $name: String!, $sharePhoto: String!, $projectIds: [String!]!, $photoFiles: [String!]!) {
    service: servicesJson(id: { eq: $id }) {
      name
      slug
      category
      description
      intro
      includes
      steps
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
    # Shared with its first related project photo, if it has one.
    sharePhoto: galleryPhoto(fileName: { eq: $sharePhoto }) {
      ...SharePhotoFields
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
  const image = shareImageOf(data.sharePhoto)
  return (
    <PageHead
      title={`${service.name} in ${business.serviceArea}`}
      description={`${service.name} for ${business.serviceArea} homeowners: ${service.description} Free written estimates.`}
      pathname={location.pathname}
      image={image}
      jsonLd={servicePageJsonLd(business, service, trailTo(service), siteUrl, image && `${siteUrl}${image.src}`)}
    />
  )
}
