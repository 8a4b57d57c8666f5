import React from "react"
import { Gallery } from "../gallery/Gallery"
import { SeeAllPhotos } from "../gallery/SeeAllPhotos"
import { toGalleryItem } from "../gallery/gallery-photo-fields"
import { ProjectCards } from "../projects/ProjectCards"
import { TestimonialCard } from "../testimonials/TestimonialCard"
import { Breadcrumbs } from "../ui/Breadcrumbs"
import { CallToAction } from "../ui/CallToAction"
import { HeroPhoto, PhotoHero } from "../ui/PhotoHero"
import { TrustStrip } from "../features/TrustStrip"
import { QuoteActions } from "../ui/QuoteActions"
import { Section } from "../ui/Section"
import { useBusiness } from "../../hooks/useBusiness"
import { contactPageFor } from "../../lib/contact-page-link"
import { inContextOrder, type ServicePageContext } from "../../lib/page-contexts"
import { servicePagePath, servicePhotosPath, SERVICES_PATH } from "../../lib/paths"
import { newestFirst } from "../../lib/projects"
import { seeAllPhotosLabel } from "../../lib/service-photos"
import { trailFromHome, type Crumb } from "../../lib/structured-data"
import * as styles from "./ServiceStory.module.css"

/** The service a page's query found (src/templates/service-page.tsx). */
export function serviceOf(data: Queries.ServicePageQuery): NonNullable<Queries.ServicePageQuery["service"]> {
  if (!data.service) throw new Error("A service page was created for a service that is not in content/services.json")
  return data.service
}

/** The breadcrumbs to a service's page. */
export const serviceTrail = (service: { name: string; slug: string }): Crumb[] =>
  trailFromHome({ name: "Our Services", path: SERVICES_PATH }, { name: service.name, path: servicePagePath(service.slug) })

interface ServiceStoryProps {
  data: Queries.ServicePageQuery
  context: Pick<ServicePageContext, "photoFiles" | "photoCount">
}

/**
 * One service's own page (/services/<slug>), made for every entry of content/services.json: its
 * cover photo behind its name and the quickest ways to ask for a quote, what the work is, its
 * projects and photos, what it includes and how a job runs, a customer's words about it
 * (docs/requirements.md, The pages).
 */
export function ServiceStory({ data, context }: ServiceStoryProps) {
  const business = useBusiness()
  const service = serviceOf(data)
  const photos = inContextOrder(data.photos.nodes, context.photoFiles).map(toGalleryItem)
  const projects = newestFirst(data.projects.nodes)
  const quote = contactPageFor(service.name)
  // The sections after the first band alternate plain and tinted, whichever the service has.
  let sections = 0
  const nextTone = () => (sections++ % 2 === 0 ? "plain" : "tint")
  return (
    <>
      <PhotoHero
        headingId="service-heading"
        height="band"
        image={service.coverPhoto && <HeroPhoto image={service.coverPhoto.hero} />}
        above={<Breadcrumbs trail={serviceTrail(service)} />}
        title={service.name}
        lead={service.description}
        actions={<QuoteActions quoteTo={quote} />}
      />
      <TrustStrip business={business} />

      <Section title={`${service.name} in ${business.serviceArea}`} tone={nextTone()} staticContent>
        <div className="prose">
          <p>{service.intro}</p>
        </div>
      </Section>

      {projects.length > 0 && (
        <Section title="Recent Projects" tone={nextTone()}>
          <ProjectCards projects={projects} />
        </Section>
      )}

      {photos.length > 0 && (
        <Section title="Project Photos" tone={nextTone()}>
          <Gallery items={photos} />
          {context.photoCount > photos.length && (
            <SeeAllPhotos to={servicePhotosPath(service.slug)} label={seeAllPhotosLabel(service.name, context.photoCount)} />
          )}
        </Section>
      )}

      <Section title="What the Work Includes" tone={nextTone()} staticContent>
        <ul className={styles.includes}>
          {service.includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section title="How a Job Runs" tone={nextTone()} staticContent>
        <ol className={styles.steps}>
          {service.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>

      {data.testimonial && (
        <Section title="What a Customer Says" tone={nextTone()} staticContent>
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
