import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ContactForm } from "../components/contact/ContactForm"
import { DirectContactOptions } from "../components/contact/DirectContactOptions"
import { ServiceAreaAndHours } from "../components/contact/ServiceAreaAndHours"
import { featuredHeroPhoto, PhotoHero } from "../components/ui/PhotoHero"
import { PageHead } from "../components/seo/PageHead"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { CONTACT_FORM_ID } from "../lib/paths"

export default function ContactPage({ location, data }: PageProps<Queries.ContactPageQuery>) {
  const business = useBusiness()
  const delivery = data.site?.siteMetadata?.contactDelivery
  if (!delivery) throw new Error("the site's metadata has no contactDelivery (gatsby-config.ts)")
  return (
    <>
      <PhotoHero
        headingId="contact-heading"
        height="intro"
        image={featuredHeroPhoto(data.featured)}
        title="Contact Us"
        lead="Ask for a free estimate the way that suits you: call, send a text, write an e-mail or use the form below."
      />

      <Section title="Get in Touch Directly" staticContent>
        <DirectContactOptions business={business} />
      </Section>

      <Section title="Service Area and Hours" tone="tint" staticContent>
        <ServiceAreaAndHours business={business} />
      </Section>

      <Section
        title="Send Us a Message"
        id={CONTACT_FORM_ID}
        lead={<p>Fields marked * are required. We usually reply within one business day.</p>}
      >
        <ContactForm search={location.search} delivery={delivery} business={business} />
      </Section>
    </>
  )
}

/** Where and how the form sends, as the build decided it (src/gatsby/contact-delivery.ts). */
export const query = graphql`
  query ContactPage {
    featured: businessJson {
      ...FeaturedHeroFields
    }
    site {
      siteMetadata {
        contactDelivery {
          address
          action
          json
          netlifyMarkup
        }
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const business = useBusiness()
  return (
    <PageHead
      title="Contact Us"
      description={`Ask for a free estimate by phone, text message, e-mail or our contact form. Serving homeowners across ${business.serviceArea}.`}
      pathname={location.pathname}
    />
  )
}
