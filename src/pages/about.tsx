import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/sections/PageIntro"

export default function AboutPage(_props: PageProps) {
  return <PageIntro title="About Us" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="About Us" description="A Massachusetts general contractor with over 20 years of experience: our story, our values and what makes us different." pathname={location.pathname} />
)
