import React from "react"
import { StarRating } from "./StarRating"
import * as styles from "./TestimonialCard.module.css"

export interface Testimonial {
  readonly id: string
  readonly name: string
  readonly location: string
  readonly project: string
  readonly rating: number
  readonly comment: string
  readonly imagePlaceholder?: string
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase()

/** A customer's quote with who they are, where, which project and their rating. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, location, project, rating, comment, imagePlaceholder } = testimonial
  return (
    <figure className={styles.card} data-testimonial={testimonial.id}>
      <StarRating rating={rating} />
      <blockquote className={styles.comment}>
        <p>“{comment}”</p>
      </blockquote>
      <figcaption className={styles.author}>
        {imagePlaceholder && (
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
