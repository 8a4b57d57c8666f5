import { graphql } from "gatsby"

/**
 * The featured photo's hero files (business.json's featuredPhoto), behind the home page's hero and
 * the bands of About, Projects, Testimonials and Contact: one photo the browser already holds once
 * a visitor has seen one of them, and no image files beyond the home page's.
 */
export const featuredHeroFields = graphql`
  fragment FeaturedHeroFields on BusinessJson {
    featuredPhoto {
      hero
    }
  }
`
