import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Hero } from "../components/home/Hero"
import { TrustStrip } from "../components/features/TrustStrip"
import { RecentWork } from "../components/home/RecentWork"
import { TrustPoints } from "../components/home/TrustPoints"
import { PageHead } from "../components/seo/PageHead"
import { ServiceCard } from "../components/services/ServiceCard"
import { SiteLink } from "../components/ui/SiteLink"
import * as serviceStyles from "../components/services/ServiceCard.module.css"
import { TestimonialCard } from "../components/testimonials/TestimonialCard"
import { CallToAction } from "../components/ui/CallToAction"
import { featuredHeroPhoto } from "../components/ui/PhotoHero"
import { CardGrid } from "../components/ui/CardGrid"
import { showPicturesWhenNear } from "../components/ui/NearPicture"
import { SERVICE_CARD_COLUMNS } from "../lib/grid-columns"
import { Section } from "../components/ui/Section"
import * as buttons from "../components/ui/buttons.module.css"
import { useBusiness } from "../hooks/useBusiness"
import { useShareImage } from "../hooks/useShareImage"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { generalContractorJsonLd } from "../lib/business-json-ld"
import { ABOUT_PATH, galleryPagePath, SERVICES_PATH, TESTIMONIALS_PATH } from "../lib/paths"

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const business = useBusiness()
  return (
    <>
      <Hero business={business} image={featuredHeroPhoto(data.featured)} />
      <TrustStrip business={business} />

      <Section label="Who we are" title="Your Trusted Local Contractor" staticContent>
        <div className="prose">
          <p>
            For over {business.yearsExperience} years we have helped homeowners across {business.serviceArea} repair, improve and
            build the homes they love. One experienced team handles the whole job, from the first walk-through and a written
            estimate to the final clean-up, so you always know who is responsible and what comes next.
          </p>
          <p>
            <SiteLink to={ABOUT_PATH}>Learn more about us</SiteLink>
          </p>
        </div>
      </Section>

      <Section
        label="What we do"
        title="Our Core Services"
        tone="tint"
        lead={<p>The projects {business.serviceArea} homeowners ask us for most.</p>}
      >
        <CardGrid columns={SERVICE_CARD_COLUMNS} staticContent={{ whileKept: showPicturesWhenNear }}>
          {data.coreServices.nodes.map((service) => (
            <li key={service.slug}>
              <ServiceCard service={service}>
                <SiteLink to={`/services#${service.slug}`} className={serviceStyles.cardLink}>
                  More about {service.name.toLowerCase()}
                </SiteLink>
              </ServiceCard>
            </li>
          ))}
        </CardGrid>
        <p className="section-footer">
          <SiteLink to={SERVICES_PATH} className={`${buttons.button} ${buttons.secondary}`}>
            Explore All Services
          </SiteLink>
        </p>
      </Section>

      {data.recentWork.length > 0 && (
        <Section
          label="Our work"
          title="Recent Work"
          lead={<p>Photos from jobs we finished for homeowners across {business.serviceArea}.</p>}
        >
          <RecentWork photos={data.recentWork} />
          <p className="section-footer">
            <SiteLink to={galleryPagePath(1)}>See all our work</SiteLink>
          </p>
        </Section>
      )}

      <Section label="Why us" title="Why Homeowners Choose Us" staticContent tone={data.recentWork.length > 0 ? "tint" : "plain"}>
        <TrustPoints business={business} />
      </Section>

      <Section label="Reviews" title="What Our Customers Say" staticContent tone={data.recentWork.length > 0 ? "plain" : "tint"}>
        <CardGrid as="div" columns={{ md: 2 }}>
          {data.testimonials.nodes.map((testimonial) => (
            <TestimonialCard key={testimonial.jsonId} testimonial={testimonial} withPhotoPlaceholder={false} />
          ))}
        </CardGrid>
        <p className="section-footer">
          <SiteLink to={TESTIMONIALS_PATH}>Read more testimonials</SiteLink>
        </p>
      </Section>

      <CallToAction title="Ready to Start Your Project?">
        <p>Tell us about your project and get a free, detailed estimate, with no obligation.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query HomePage {
    featured: businessJson {
      ...FeaturedHeroFields
    }
    recentWork {
      ...RecentWorkFields
    }
    coreServices: allServicesJson(filter: { core: { eq: true } }) {
      nodes {
        ...ServiceCardFields
      }
    }
    allServices: allServicesJson {
      nodes {
        name
        slug
        category
        description
      }
    }
    testimonials: allTestimonialsJson(limit: 2) {
      nodes {
        ...TestimonialFields
      }
    }
  }
`

export const Head: HeadFC<Queries.HomePageQuery> = ({ location, data }) => {
  const business = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const image = useShareImage()
  return (
    <PageHead
      title={`Expert General Contractor in ${business.serviceArea}`}
      description={`General contractor and home maintenance across ${business.serviceArea}: remodeling, construction, flooring, roofing and repairs. ${business.yearsExperience}+ years of experience. Free estimates.`}
      pathname={location.pathname}
      jsonLd={generalContractorJsonLd(business, data.allServices.nodes, siteUrl, image && `${siteUrl}${image.src}`)}
    />
  )
}
