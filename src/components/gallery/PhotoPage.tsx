import React, { type ReactNode } from "react"
import { sortPhotos } from "../../contract/gallery-metadata"
import type { Crumb } from "../../lib/structured-data"
import { Breadcrumbs } from "../ui/Breadcrumbs"
import { PageIntro } from "../ui/PageIntro"
import { Gallery } from "./Gallery"
import { GalleryPages } from "./GalleryPages"
import { toGalleryItem } from "./gallery-photo-fields"
import * as layout from "../ui/Section.module.css"

interface PhotoPageProps {
  /** The h1, "Deck construction photos"; the page links are named after it. */
  heading: string
  trail: readonly Crumb[]
  /** The intro's text, under the heading. */
  children: ReactNode
  photos: readonly Queries.GalleryPhotoFieldsFragment[]
  page: number
  pageCount: number
  pathOf: (page: number) => string
}

/**
 * One page of a service's or a project's photos: 24 in gallery order in the gallery's grid and
 * viewer, with links to the run's other pages, so the page they are linked from stays small.
 */
export function PhotoPage({ heading, trail, children, photos, page, pageCount, pathOf }: PhotoPageProps) {
  return (
    <>
      <PageIntro title={heading} breadcrumbs={<Breadcrumbs trail={trail} />}>
        {children}
      </PageIntro>
      <section aria-label="Project photos" className={layout.section}>
        <div className={layout.inner}>
          <Gallery items={sortPhotos(photos).map(toGalleryItem)} showFilters={false} firstScreen={2} />
          <GalleryPages page={page} pageCount={pageCount} pathOf={pathOf} label={`${heading}, pages`} />
        </div>
      </section>
    </>
  )
}
