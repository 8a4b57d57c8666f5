import { graphql, useStaticQuery } from "gatsby"

/** How many projects the site has (folders of content/gallery/ with a project.json): links to /projects show only when there are some. */
export function useProjectCount(): number {
  const data = useStaticQuery<Queries.ProjectCountQuery>(graphql`
    query ProjectCount {
      allProjectJson {
        totalCount
      }
    }
  `)
  return data.allProjectJson.totalCount
}
