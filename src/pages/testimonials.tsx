import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/sections/PageIntro"

export default function TestimonialsPage(_props: PageProps) {
  return <PageIntro title="Testimonials" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Testimonials" description="What Massachusetts homeowners say about our remodeling, construction and repair work." pathname={location.pathname} />
)
