import React from "react"
import type { HeadFC, PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/ui/PageIntro"

export default function GalleryPage(_props: PageProps) {
  return <PageIntro title="Project Gallery" />
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Gallery" description="Photos of real remodeling, construction, flooring and roofing projects we have completed for Massachusetts homeowners." pathname={location.pathname} />
)
