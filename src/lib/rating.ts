import { RATING_SCALE } from "../contract/rules"

/** What a screen reader says for a star rating: "Rated 4 out of 5 stars". */
export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of ${RATING_SCALE} stars`
}
