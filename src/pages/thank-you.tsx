import React from "react"
import type { HeadFC } from "gatsby"
import { DirectContactOptions } from "../components/contact/DirectContactOptions"
import { MESSAGE_SENT } from "../components/contact/messages"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/ui/PageIntro"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"

/**
 * Where a browser without JavaScript lands once it has sent the contact form (THANK_YOU_PATH in
 * src/lib/paths.ts): the success message of docs/requirements.md: The contact form and the direct ways to reach the
 * business. Kept out of search engines and out of the sitemap.
 */
export default function ThankYouPage() {
  const business = useBusiness()
  return (
    <>
      <PageIntro title={MESSAGE_SENT.title}>
        <p>{MESSAGE_SENT.description}</p>
      </PageIntro>
      <Section title="Something Urgent? Reach Us Directly" staticContent>
        <DirectContactOptions business={business} />
      </Section>
    </>
  )
}

export const Head: HeadFC = ({ location }) => (
  <PageHead
    title="Message Sent"
    description="Your message has reached us. We'll be in touch shortly."
    pathname={location.pathname}
  >
    <meta name="robots" content="noindex" />
  </PageHead>
)
