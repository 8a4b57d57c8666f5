import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/sections/PageIntro"

export default function HomePage(_props: PageProps) {
  return <PageIntro title="Expert General Contractor &amp; Home Maintenance in Massachusetts" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Example Contracting Co." description="General contractor and home maintenance across Massachusetts: remodeling, construction, flooring, roofing and repairs. 20+ years of experience. Free estimates." pathname={location.pathname} />
)
