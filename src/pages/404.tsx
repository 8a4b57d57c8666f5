import React from "react"
import { Link, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/ui/PageIntro"
import { CONTACT_PATH, HOME_PATH } from "../lib/paths"

export default function NotFoundPage(_props: PageProps) {
  return (
    <PageIntro title="Page not found">
      <p>
        Sorry, we couldn't find that page. It may have moved. <Link to={HOME_PATH}>Go back to the home page</Link> or{" "}
        <Link to={CONTACT_PATH}>contact us</Link> for a free estimate.
      </p>
    </PageIntro>
  )
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Page not found" description="This page does not exist." pathname={location.pathname} />
)
