import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsivePicture } from "../../../../src/components/ui/ResponsivePicture"
import * as denseScreens from "../../../../src/lib/dense-screens"

/** Full-width image data, as the gallery's tiles get it: only the aspect ratio, the files' widths in their srcsets. */
const imageOf = (name: string): IGatsbyImageData => ({
  layout: "fullWidth",
  width: 1,
  height: 0.75,
  backgroundColor: "#336699",
  images: {
    sources: [
      { type: "image/avif", srcSet: `/static/a/${name}-360x270.avif 360w,/static/a/${name}-720x540.avif 720w` },
      { type: "image/webp", srcSet: `/static/a/${name}-360x270.webp 360w,/static/a/${name}-720x540.webp 720w` },
    ],
    fallback: { src: `/static/a/${name}-540x405.jpg`, srcSet: `/static/a/${name}-540x405.jpg 540w` },
  },
})

it("draws a picture whose every file list has the caller's sizes, screens above 2x first, and a size from its largest file", () => {
  const sizes = "(min-width: 640px) 50vw, 100vw"
  const { container } = render(<ResponsivePicture image={imageOf("deck")} alt="A new deck" sizes={sizes} />)
  const shown = denseScreens.withDenseScreenSizes(sizes)
  expect([...container.querySelectorAll("source, img")].map((element) => element.getAttribute("sizes"))).toEqual([
    shown,
    shown,
    shown,
  ])
  expect(shown.endsWith(`, ${sizes}`)).toBe(true)
  const img = container.querySelector("img")
  expect({ width: img?.getAttribute("width"), height: img?.getAttribute("height"), alt: img?.alt }).toEqual({
    width: "720",
    height: "540",
    alt: "A new deck",
  })
})

it("works out a page's sizes once for all its pictures, and not again when they render again", () => {
  const sizes = "(min-width: 1024px) 25vw, 50vw"
  const worked = jest.spyOn(denseScreens, "withDenseScreenSizes")
  const images = Array.from({ length: 24 }, (_, index) => imageOf(`photo-${index}`))
  const grid = (label: string) => (
    <ul aria-label={label}>
      {images.map((image, index) => (
        <li key={index}>
          <ResponsivePicture image={image} alt={`Photo ${index}`} sizes={sizes} />
        </li>
      ))}
    </ul>
  )
  const { rerender, container } = render(grid("All"))
  rerender(grid("Real Projects"))
  expect(worked).toHaveBeenCalledTimes(1)
  expect(container.querySelectorAll("img")).toHaveLength(images.length)
  expect(new Set([...container.querySelectorAll("img")].map((img) => img.getAttribute("sizes")))).toEqual(
    new Set([denseScreens.withDenseScreenSizes(sizes)]),
  )
  worked.mockRestore()
})
