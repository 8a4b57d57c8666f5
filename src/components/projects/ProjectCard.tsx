import React from "react"
import { GRID_IMAGE_SIZES } from "../../lib/gallery-view"
import { projectPagePath } from "../../lib/paths"
import { completedLabel, projectHeading } from "../../lib/projects"
import { toGalleryItem } from "../gallery/gallery-photo-fields"
import { NearPicture, type PictureLoading } from "../ui/NearPicture"
import { SiteLink } from "../ui/SiteLink"
import * as styles from "./ProjectCard.module.css"

interface ProjectCardProps {
  project: Queries.ProjectCardFieldsFragment
  /** How its cover is fetched, by its place in its grid (gridPictureLoading). */
  loading: PictureLoading
}

/** A finished project: its cover tile, "Title in Town, MA" linking to its page, when it was done and its services. */
export function ProjectCard({ project, loading }: ProjectCardProps) {
  const cover = toGalleryItem(project.coverPhoto)
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        <NearPicture image={cover.grid} alt={cover.alt} sizes={GRID_IMAGE_SIZES} className={styles.image} loading={loading} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <SiteLink to={projectPagePath(project.folder)} className={styles.link}>
            {projectHeading(project)}
          </SiteLink>
        </h3>
        <p className={styles.services}>{project.serviceDetails.map((service) => service.name).join(" · ")}</p>
        {project.completed && <p className={styles.completed}>Finished {completedLabel(project.completed)}</p>}
      </div>
    </article>
  )
}
