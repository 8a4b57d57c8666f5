import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/sections/PageIntro"

export default function ContactPage(_props: PageProps) {
  return <PageIntro title="Contact Us" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Contact Us" description="Ask for a free estimate by phone, text message, e-mail or our contact form. Serving homeowners across Massachusetts." pathname={location.pathname} />
)
