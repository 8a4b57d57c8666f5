import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { FeatureList, type Feature } from "../components/features/FeatureList"
import { PageIntro } from "../components/ui/PageIntro"
import { PageHead } from "../components/seo/PageHead"
import { ServiceCard } from "../components/services/ServiceCard"
import { SiteLink } from "../components/ui/SiteLink"
import * as serviceStyles from "../components/services/ServiceCard.module.css"
import { CallToAction } from "../components/ui/CallToAction"
import { CardGrid } from "../components/ui/CardGrid"
import { gridPictureLoading, showPicturesWhenNear } from "../components/ui/NearPicture"
import { SERVICE_CARD_COLUMNS } from "../lib/grid-columns"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { servicesJsonLd } from "../lib/structured-data"
import { contactPageFor } from "../lib/contact-page-link"
import { groupServicesByCategory } from "../lib/group-services"
import { servicePagePath } from "../lib/paths"

const ADVANTAGES: readonly Feature[] = [
  {
    icon: "clipboard-list",
    title: "Free, Written Estimates",
    text: "Every project starts with a visit and a detailed written estimate, free and without obligation.",
  },
  {
    icon: "calendar-check",
    title: "On Schedule",
    text: "We agree a start date and a timeline, and we keep you posted if anything changes.",
  },
  {
    icon: "messages-square",
    title: "One Point of Contact",
    text: "One person manages your project from estimate to final walkthrough and answers your questions.",
  },
  {
    icon: "sparkles",
    title: "Clean Job Sites",
    text: "We protect floors and furniture, clean up every day and haul away the debris when we finish.",
  },
]

/**
 * The cards a phone's first screen shows under the page's name: the first category's first, whose
 * photo is fetched at once (the page's largest paint, before its script runs); the rest of that
 * first row lazily, the others once near (CARD_PHOTOS_BEFORE_SCROLLING bounds them all).
 */
const FIRST_SCREEN_CARDS = 1

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const business = useBusiness()
  const groups = groupServicesByCategory(data.allServicesJson.nodes)
  return (
    <>
      <PageIntro title="Our Services">
        <p>
          Everything your home needs, from a single repair to a new build, done by one experienced team across{" "}
          {business.serviceArea}.
        </p>
      </PageIntro>

      {groups.map((group, index) => (
        <Section key={group.category} title={group.category} tone={index % 2 === 1 ? "tint" : "plain"}>
          <CardGrid columns={SERVICE_CARD_COLUMNS} staticContent={{ whileKept: showPicturesWhenNear }}>
            {group.services.map((service, place) => (
              <li key={service.slug}>
                <ServiceCard
                  id={service.slug}
                  service={service}
                  loading={gridPictureLoading(place, index === 0 ? FIRST_SCREEN_CARDS : 0)}
                >
                  <span className={serviceStyles.cardLinks}>
                    <SiteLink to={servicePagePath(service.slug)} className={serviceStyles.cardLink}>
                      Learn more<span className="visually-hidden"> about {service.name}</span>
                    </SiteLink>
                    <SiteLink to={contactPageFor(service.name)} className={serviceStyles.cardLink}>
                      Request Quote<span className="visually-hidden"> for {service.name}</span>
                    </SiteLink>
                  </span>
                </ServiceCard>
              </li>
            ))}
          </CardGrid>
        </Section>
      ))}

      <Section title="The Advantages of Working With Us" tone={groups.length % 2 === 1 ? "tint" : "plain"} staticContent>
        <FeatureList features={ADVANTAGES} columns={4} />
      </Section>

      <CallToAction title="Don't See Your Project Listed?">
        <p>We handle many more jobs around the home. Ask us: the estimate is free.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query ServicesPage {
    allServicesJson {
      nodes {
        ...ServiceCardFields
        category
      }
    }
  }
`

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ location, data }) => {
  const business = useBusiness()
  const { siteUrl } = useSiteMetadata()
  return (
    <PageHead
      jsonLd={servicesJsonLd(business, data.allServicesJson.nodes, siteUrl)}
      title="Our Services"
      description={`Remodeling, construction, flooring, roofing and repairs for ${business.serviceArea} homes, with free estimates from a contractor with ${business.yearsExperience}+ years of experience.`}
      pathname={location.pathname}
    />
  )
}
