import React from "react"
import { Star } from "lucide-react"
import { RATING_SCALE } from "../../contract/rules"
import { ratingLabel } from "../../lib/rating"
import * as styles from "./StarRating.module.css"

/** Five stars, `rating` of them filled, read out as "Rated N out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <Star key={index} aria-hidden="true" width={20} height={20} className={index < rating ? styles.filled : styles.empty} />
      ))}
    </span>
  )
}
