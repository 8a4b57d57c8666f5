import React from "react"
import { type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/ui/PageIntro"
import { CONTACT_PATH, HOME_PATH } from "../lib/paths"
import { SiteLink } from "../components/ui/SiteLink"

export default function NotFoundPage(_props: PageProps) {
  return (
    <PageIntro title="Page not found">
      <p>
        Sorry, we couldn't find that page. It may have moved. <SiteLink to={HOME_PATH}>Go back to the home page</SiteLink> or{" "}
        <SiteLink to={CONTACT_PATH}>contact us</SiteLink> for a free estimate.
      </p>
    </PageIntro>
  )
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Page not found" description="This page does not exist." pathname={location.pathname} />
)
