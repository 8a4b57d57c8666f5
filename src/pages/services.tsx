import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/sections/PageIntro"

export default function ServicesPage(_props: PageProps) {
  return <PageIntro title="Our Services" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Our Services" description="Remodeling, construction, flooring, roofing and repairs for Massachusetts homes: 16 services, each with a free estimate." pathname={location.pathname} />
)
