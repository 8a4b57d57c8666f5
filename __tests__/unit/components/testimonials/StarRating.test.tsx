import React from "react"
import { render, screen } from "@testing-library/react"
import { StarRating } from "../../../../src/components/testimonials/StarRating"
import { ratingLabel } from "../../../../src/lib/rating"

describe("ratingLabel", () => {
  it.each([
    [4, "Rated 4 out of 5 stars"],
    [5, "Rated 5 out of 5 stars"],
  ])("reads %p as %p", (rating, label) => {
    expect(ratingLabel(rating)).toBe(label)
  })
})

describe("StarRating", () => {
  it.each([4, 5])("draws five stars and announces the rating %p (the filled ones are checked in the browser)", (rating) => {
    const { container } = render(<StarRating rating={rating} />)
    expect(screen.getByRole("img", { name: `Rated ${rating} out of 5 stars` })).toBeInTheDocument()
    const stars = container.querySelectorAll("svg")
    expect(stars).toHaveLength(5)
  })
})
