import React from "react"
import { Link, type HeadFC, type PageProps } from "gatsby"
import { PageHead } from "../components/seo/PageHead"
import { PageIntro } from "../components/ui/PageIntro"

export default function NotFoundPage(_props: PageProps) {
  return (
    <PageIntro title="Page not found">
      <p>
        Sorry, we couldn't find that page. It may have moved. <Link to="/">Go back to the home page</Link> or{" "}
        <Link to="/contact">contact us</Link> for a free estimate.
      </p>
    </PageIntro>
  )
}

export const Head: HeadFC = ({ location }) => (
  <PageHead title="Page not found" description="This page does not exist." pathname={location.pathname} />
)
