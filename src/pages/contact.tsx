import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { ContactForm } from "../components/contact/ContactForm"
import { DirectContactOptions } from "../components/contact/DirectContactOptions"
import { ServiceAreaAndHours } from "../components/contact/ServiceAreaAndHours"
import { PageIntro } from "../components/ui/PageIntro"
import { PageHead } from "../components/seo/PageHead"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"

export default function ContactPage({ location }: PageProps) {
  const business = useBusiness()
  return (
    <>
      <PageIntro title="Contact Us">
        <p>Ask for a free estimate the way that suits you: call, send a text, write an e-mail or use the form below.</p>
      </PageIntro>

      <Section title="Get in Touch Directly" staticContent>
        <DirectContactOptions business={business} />
      </Section>

      <Section title="Service Area and Hours" tone="tint" staticContent>
        <ServiceAreaAndHours business={business} />
      </Section>

      <Section title="Send Us a Message" lead={<p>Fields marked * are required. We usually reply within one business day.</p>}>
        <ContactForm search={location.search} business={business} />
      </Section>
    </>
  )
}

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
