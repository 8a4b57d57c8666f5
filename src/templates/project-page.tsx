import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { pairOf, projectOf, ProjectStory, projectTrail } from "../components/projects/ProjectStory"
import { PageHead } from "../components/seo/PageHead"
import { useBusiness } from "../hooks/useBusiness"
import { useSiteMetadata } from "../hooks/useSiteMetadata"
import { shareImageOf } from "../hooks/useShareImage"
import type { ProjectPageContext } from "../lib/page-contexts"
import { completedLabel, projectHeading } from "../lib/projects"
import { breadcrumbsJsonLd } from "../lib/structured-data"

/** A finished job's page (/projects/<folder>): its story (ProjectStory), its query and its Head. */
export default function ProjectPage({ data, pageContext }: PageProps<Queries.ProjectPageQuery, ProjectPageContext>) {
  return <ProjectStory data={data} context={pageContext} />
}

export const query = graphql`
  fragment ComparePhotoFields on GalleryPhoto {
    alt
    compare
  }

  query ProjectPage($id: String!, $fileNames: [String!]!) {
    project: projectJson(id: { eq: $id }) {
      folder
      title
      town
      summary
      completed
      serviceDetails {
        name
        slug
      }
      coverPhoto {
        ...SharePhotoFields
      }
      before {
        ...ComparePhotoFields
      }
      after {
        ...ComparePhotoFields
      }
    }
    photos: allGalleryPhoto(filter: { fileName: { in: $fileNames } }) {
      nodes {
        ...GalleryPhotoFields
      }
    }
  }
`

export const Head: HeadFC<Queries.ProjectPageQuery, ProjectPageContext> = ({ location, data }) => {
  const business = useBusiness()
  const { siteUrl } = useSiteMetadata()
  const project = projectOf(data)
  const services = project.serviceDetails.map((service) => service.name.toLowerCase()).join(" and ")
  const done = project.completed ? `, finished ${completedLabel(project.completed)}` : ""
  return (
    <PageHead
      title={projectHeading(project)}
      description={`${project.title} in ${project.town}, MA by ${business.name}: ${services}${done}. Photos of the finished job${pairOf(project) ? ", before and after" : ""}.`}
      pathname={location.pathname}
      image={shareImageOf(project.coverPhoto)}
      jsonLd={breadcrumbsJsonLd(projectTrail(project), siteUrl)}
    />
  )
}
