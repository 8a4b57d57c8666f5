import React from "react"
import { GALLERY_COLUMNS } from "../../lib/grid-columns"
import { CardGrid } from "../ui/CardGrid"
import { ProjectCard } from "./ProjectCard"

/** Project cards in the gallery's columns (GRID_IMAGE_SIZES tells the browser the same widths). */
interface ProjectCardsProps {
  projects: readonly Queries.ProjectCardFieldsFragment[]
  /** Cards on the page's first screen: their covers load at once, the first with high priority; none lower down a page. */
  firstScreen?: number
}

export function ProjectCards({ projects, firstScreen = 0 }: ProjectCardsProps) {
  return (
    <CardGrid columns={GALLERY_COLUMNS}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} eager={index < firstScreen} />
        </li>
      ))}
    </CardGrid>
  )
}
