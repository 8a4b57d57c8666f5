import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { FeatureList, type Feature } from "../components/features/FeatureList"
import { featuredHeroPhoto, PhotoHero } from "../components/ui/PhotoHero"
import { QuoteActions } from "../components/ui/QuoteActions"
import { PageHead } from "../components/seo/PageHead"
import { CallToAction } from "../components/ui/CallToAction"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { CONTACT_PATH } from "../lib/paths"

const CORE_VALUES: readonly Feature[] = [
  {
    icon: "hammer",
    title: "Quality Craftsmanship",
    text: "We prepare properly, use materials we trust and finish every detail as if it were our own home.",
  },
  {
    icon: "smile",
    title: "Customer Satisfaction",
    text: "A job is done when you are happy with it. We listen first, keep you informed and fix anything that is not right.",
  },
  {
    icon: "handshake",
    title: "Integrity & Honesty",
    text: "Written estimates, fair prices and straight answers, including telling you when a repair is not worth doing.",
  },
]

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const business = useBusiness()
  const differences: readonly Feature[] = [
    {
      icon: "map-pin",
      title: "Local Expertise",
      text: `We live and work in ${business.serviceArea}. We know its older housing, its building codes and what its winters do to a home.`,
    },
    {
      icon: "wrench",
      title: "Comprehensive Services",
      text: "Remodeling, construction, flooring, roofing and repairs from one team, so one call covers the whole project.",
    },
    {
      icon: "shield-check",
      title: "Licensed & Insured",
      text: "Fully licensed and insured, so you and your home are protected from the first day to the last.",
    },
    {
      icon: "clipboard-list",
      title: "Free Detailed Estimates",
      text: "A clear written estimate that lists the work and materials, before any commitment and at no cost.",
    },
  ]
  return (
    <>
      <PhotoHero
        headingId="about-heading"
        height="band"
        image={featuredHeroPhoto(data.featured)}
        title="About Us"
        lead={
          <>
            A {business.serviceArea} general contractor with over {business.yearsExperience} years of experience in remodeling,
            construction and home maintenance.
          </>
        }
        actions={<QuoteActions quoteTo={CONTACT_PATH} />}
      />

      <Section title="Our Story" staticContent>
        <div className="prose">
          <p>
            We started out more than {business.yearsExperience} years ago doing repairs for neighbours: a sagging porch here, a
            leaking roof there. Word of mouth did the rest. Today we remodel kitchens and bathrooms, build decks, pour
            foundations, install floors and roofs, and still take on the small repairs that keep a house in good shape.
          </p>
          <p>
            What has not changed is how we work. The person who gives you the estimate stays involved until the job is finished,
            the crew treats your home with respect, and the price we agree is the price you pay unless you ask for changes.
          </p>
          <p>
            Most of our work comes from homeowners who have hired us before or were recommended by someone who did. We intend to
            keep it that way.
          </p>
        </div>
      </Section>

      <Section title="Our Core Values" tone="tint" staticContent>
        <FeatureList features={CORE_VALUES} columns={3} />
      </Section>

      <Section title="What Makes Us Different" staticContent>
        <FeatureList features={differences} columns={4} />
      </Section>

      <CallToAction title="Let's Talk About Your Home">
        <p>Tell us what you have in mind. We will visit, listen and give you a free, detailed estimate.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query AboutPage {
    featured: businessJson {
      ...FeaturedHeroFields
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const business = useBusiness()
  return (
    <PageHead
      title="About Us"
      description={`A ${business.serviceArea} general contractor with over ${business.yearsExperience} years of experience: our story, our values and what makes us different.`}
      pathname={location.pathname}
    />
  )
}
