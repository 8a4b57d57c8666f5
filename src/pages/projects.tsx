import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ProjectCards } from "../components/projects/ProjectCards"
import { PageHead } from "../components/seo/PageHead"
import { CallToAction } from "../components/ui/CallToAction"
import { featuredHeroPhoto, PhotoHero } from "../components/ui/PhotoHero"
import { Section } from "../components/ui/Section"
import { useBusiness } from "../hooks/useBusiness"
import { newestFirst } from "../lib/projects"
import { galleryPagePath } from "../lib/paths"
import { SiteLink } from "../components/ui/SiteLink"

/** Shown when no folder of content/gallery/ has a project.json yet. */
const NO_PROJECTS = "We are writing up our finished projects. Until they are here, see photos of our work in the gallery."

/** Every finished project (a folder of content/gallery/ with a project.json) as a card, newest first. */
export default function ProjectsPage({ data }: PageProps<Queries.ProjectsPageQuery>) {
  const { serviceArea } = useBusiness()
  const projects = newestFirst(data.allProjectJson.nodes)
  return (
    <>
      <PhotoHero
        headingId="projects-heading"
        height="intro"
        image={featuredHeroPhoto(data.featured)}
        title="Projects"
        lead={<>Finished jobs across {serviceArea}: where they were, what we did, and photos of the work, before and after.</>}
      />

      <Section title="Finished Projects">
        {projects.length > 0 ? (
          <ProjectCards projects={projects} firstScreen={1} />
        ) : (
          <p role="status">
            {NO_PROJECTS} <SiteLink to={galleryPagePath(1)}>Open the gallery</SiteLink>
          </p>
        )}
      </Section>

      <CallToAction title="Have a Project Like These?">
        <p>Ask for your free estimate: we visit, measure and send a written price, without obligation.</p>
      </CallToAction>
    </>
  )
}

export const query = graphql`
  query ProjectsPage {
    featured: businessJson {
      ...FeaturedHeroFields
    }
    allProjectJson {
      nodes {
        ...ProjectCardFields
      }
    }
  }
`

export const Head: HeadFC = ({ location }) => {
  const { serviceArea } = useBusiness()
  return (
    <PageHead
      title="Projects"
      description={`Finished remodeling, construction, flooring and roofing projects for ${serviceArea} homeowners, with photos before and after.`}
      pathname={location.pathname}
    />
  )
}
