import { useSiteFacts } from "./useSiteFacts"

/** How many projects the site has (folders of content/gallery/ with a project.json): links to /projects show only when there are some. */
export function useProjectCount(): number {
  return useSiteFacts().allProjectJson.totalCount
}
