import React from "react"
import { Link } from "gatsby"
import { galleryPagePath } from "../../lib/paths"
import * as styles from "./GalleryPages.module.css"

/** Links to the other pages of the gallery, when it has more than one. */
export function GalleryPages({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav aria-label="Gallery pages" className={styles.pages}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link to={galleryPagePath(page - 1)} className={styles.link}>
              Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={galleryPagePath(number)}
              className={styles.link}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Page ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={galleryPagePath(page + 1)} className={styles.link}>
              Next<span className="visually-hidden"> page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
