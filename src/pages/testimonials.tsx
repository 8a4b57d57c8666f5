import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { featuredHeroPhoto, PhotoHero } from "../components/ui/PhotoHero"
import { PageHead } from "../components/seo/PageHead"
import { TestimonialCard } from "../components/testimonials/TestimonialCard"
import { CallToAction } from "../components/ui/CallToAction"
import { CardGrid } from "../components/ui/CardGrid"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const { serviceArea } = useBusiness()
  return (
    <>
      <PhotoHero
        headingId="testimonials-heading"
        height="intro"
        image={featuredHeroPhoto(data.featured)}
        title="Testimonials"
        lead={<>What homeowners across {serviceArea} say about working with us.</>}
      />

      <Section title="Customer Reviews" staticContent>
        <CardGrid as="div" columns={{ md: 2, xl: 3 }}>
          {data.allTestimonialsJson.nodes.map((testimonial) => (
            <TestimonialCard key={testimonial.jsonId} testimonial={testimonial} />
          ))}
        </CardGrid>
      </Section>

      <CallToAction title="Join Our Satisfied Customers">
        <p>Ask for your free estimate today and see why homeowners recommend us.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query TestimonialsPage {
    featured: businessJson {
      ...FeaturedHeroFields
    }
    allTestimonialsJson {
      nodes {
        ...TestimonialFields
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const { serviceArea } = useBusiness()
  return (
    <PageHead
      title="Testimonials"
      description={`Reviews from ${serviceArea} homeowners about our remodeling, construction, flooring, roofing and repair work.`}
      pathname={location.pathname}
    />
  )
}
