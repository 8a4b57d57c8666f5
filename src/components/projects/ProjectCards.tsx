import React from "react"
import { GALLERY_COLUMNS } from "../../lib/grid-columns"
import { CardGrid } from "../ui/CardGrid"
import { gridPictureLoading, showPicturesWhenNear } from "../ui/NearPicture"
import { ProjectCard } from "./ProjectCard"

/** Project cards in the gallery's columns (GRID_IMAGE_SIZES tells the browser the same widths). */
interface ProjectCardsProps {
  projects: readonly Queries.ProjectCardFieldsFragment[]
  /** Cards on the page's first screen: their covers load at once, the first with high priority; none lower down a page (gridPictureLoading). */
  firstScreen?: number
}

export function ProjectCards({ projects, firstScreen = 0 }: ProjectCardsProps) {
  return (
    <CardGrid columns={GALLERY_COLUMNS} staticContent={{ whileKept: showPicturesWhenNear }}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} loading={gridPictureLoading(index, firstScreen)} />
        </li>
      ))}
    </CardGrid>
  )
}
