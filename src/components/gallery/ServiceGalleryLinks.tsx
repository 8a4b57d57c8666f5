import React from "react"
import { servicePhotosPath } from "../../lib/paths"
import { SiteLink } from "../ui/SiteLink"
import * as styles from "./ServiceGalleryLinks.module.css"

interface ServiceGalleryLinksProps {
  galleries: ReadonlyArray<{ slug: string; name: string; photoCount: number }>
}

/** Links to each service's own photo pages, with how many photos each holds: "Deck Construction (412)". */
export function ServiceGalleryLinks({ galleries }: ServiceGalleryLinksProps) {
  return (
    <ul className={styles.list}>
      {galleries.map((gallery) => (
        <li key={gallery.slug}>
          <SiteLink to={servicePhotosPath(gallery.slug)} className={styles.link}>
            {gallery.name}{" "}
            <span className={styles.count}>
              ({gallery.photoCount}
              <span className="visually-hidden"> photos</span>)
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  )
}
