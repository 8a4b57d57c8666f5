import React from "react"
import { StarRating } from "./StarRating"
import * as styles from "./TestimonialCard.module.css"

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

/** A customer's quote with who they are, where, which project and their rating. */
export function TestimonialCard({
  testimonial,
  withPhotoPlaceholder = true,
}: {
  testimonial: Queries.TestimonialFieldsFragment
  /** The initials standing in for the customer's photo (left out where cards are short, on the home page). */
  withPhotoPlaceholder?: boolean
}) {
  const { name, location, project, rating, comment, imagePlaceholder } = testimonial
  return (
    <figure className={styles.card}>
      <StarRating rating={rating} />
      <blockquote className={styles.comment}>
        <p>“{comment}”</p>
      </blockquote>
      <figcaption className={styles.author}>
        {withPhotoPlaceholder && (
          <span role="img" aria-label={imagePlaceholder} className={styles.avatar}>
            {initialsOf(name)}
          </span>
        )}
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.meta}>
            {location} · {project}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
