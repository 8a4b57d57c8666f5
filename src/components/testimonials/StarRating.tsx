import React from "react"
import { Icon } from "../ui/Icon"
import { RATING_SCALE } from "../../contract/rules"
import { ratingLabel } from "../../lib/rating"
import * as styles from "./StarRating.module.css"

/** Five stars, `rating` of them filled, read out as "Rated N out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={ratingLabel(rating)} className={styles.stars}>
      {Array.from({ length: RATING_SCALE }, (_, index) => (
        <Icon key={index} name="star" size={20} className={index < rating ? styles.filled : styles.empty} />
      ))}
    </span>
  )
}
