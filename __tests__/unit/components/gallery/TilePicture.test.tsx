import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToString } from "react-dom/server"
import { TilePicture } from "../../../../src/components/gallery/TilePicture"
import { showPicturesWhenNear } from "../../../../src/components/ui/NearPicture"

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.75,
  backgroundColor: "#336699",
  images: {
    sources: [{ type: "image/avif", srcSet: "/static/a/deck-360x270-1.avif 360w,/static/a/deck-720x540-2.avif 720w" }],
    fallback: { src: "/static/a/deck-720x540-3.jpg" },
  },
}

/** A stand-in IntersectionObserver: the test says when the elements it watches come near. */
let comeNear: () => void = () => undefined
let observedMargin = ""
let observers = 0
class FakeObserver {
  private watching = new Set<Element>()
  constructor(callback: (entries: Array<{ isIntersecting: boolean; target: Element }>) => void, options: { rootMargin: string }) {
    observers += 1
    observedMargin = options.rootMargin
    comeNear = () => callback([...this.watching].map((target) => ({ isIntersecting: true, target })))
  }
  observe(element: Element) {
    this.watching.add(element)
  }
  unobserve(element: Element) {
    this.watching.delete(element)
  }
  disconnect() {
    this.watching.clear()
  }
}

beforeEach(() => {
  observers = 0
  Object.assign(window, { IntersectionObserver: FakeObserver })
})

describe("a gallery tile's picture", () => {
  it("loads the first tile at once with high priority, and the first row's others lazily", () => {
    const { rerender } = render(<TilePicture image={image} alt="New deck" loading="first" />)
    const first = screen.getByRole("img", { name: "New deck" })
    expect([first.getAttribute("loading"), first.getAttribute("fetchpriority")]).toEqual(["eager", "high"])
    rerender(<TilePicture image={image} alt="New deck" loading="lazy" />)
    const lazy = screen.getByRole("img", { name: "New deck" })
    expect([lazy.getAttribute("loading"), lazy.getAttribute("fetchpriority")]).toEqual(["lazy", null])
  })

  it("shows a later tile as its colour, named like the photo, until it is within the next screen; then its picture", () => {
    const { container } = render(<TilePicture image={image} alt="New deck" loading="near" />)
    const placeholder = screen.getByRole("img", { name: "New deck" })
    expect(placeholder.tagName).toBe("SPAN")
    // Its colour is a class of the site's CSS (placeholder-colour.ts), never a style attribute the policy would refuse.
    expect(placeholder).toHaveClass("phr0", "phg1", "phb2")
    expect(placeholder).not.toHaveAttribute("style")
    expect(container.querySelector("img")).toBeNull()
    expect(observedMargin).toBe("0px 0px 100% 0px")
    act(() => comeNear())
    const picture = screen.getByRole("img", { name: "New deck" })
    expect(picture.tagName).toBe("IMG")
    expect(container.querySelector("source")?.getAttribute("srcset")).toBe(image.images.sources?.[0].srcSet)
  })

  it("watches every later tile with one observer, and renders a tile again only once it comes near", () => {
    let renders = 0
    const Counted = (props: React.ComponentProps<typeof TilePicture>) => (
      <React.Profiler id="tiles" onRender={() => (renders += 1)}>
        <TilePicture {...props} />
      </React.Profiler>
    )
    render(
      <>
        {["Deck", "Porch", "Roof"].map((alt) => (
          <Counted key={alt} image={image} alt={alt} loading="near" />
        ))}
      </>,
    )
    expect({ observers, renders }).toEqual({ observers: 1, renders: 3 })
    act(() => comeNear())
    expect(screen.getAllByRole("img").map((element) => element.tagName)).toEqual(["IMG", "IMG", "IMG"])
    expect({ observers, renders }).toEqual({ observers: 1, renders: 6 })
  })

  it("shows the picture right after its first render where the browser cannot tell what is near", async () => {
    Object.assign(window, { IntersectionObserver: undefined })
    render(<TilePicture image={image} alt="New deck" loading="near" />)
    await waitFor(() => expect(screen.getByRole("img", { name: "New deck" }).tagName).toBe("IMG"))
  })
})

describe("tiles whose server HTML the page kept (the first load)", () => {
  it("swap each placeholder for the picture its <noscript> holds once it comes near, with one observer for all", () => {
    const grid = document.createElement("ul")
    grid.innerHTML = renderToString(
      <>
        {["Deck", "Porch"].map((alt) => (
          <li key={alt}>
            <TilePicture image={image} alt={alt} loading="near" />
          </li>
        ))}
      </>,
    )
    document.body.append(grid)
    const stop = showPicturesWhenNear(grid)
    expect(grid.querySelectorAll("img")).toHaveLength(0)
    expect(observers).toBe(1)

    comeNear()
    expect(screen.getAllByRole("img").map((element) => [element.tagName, element.getAttribute("alt")])).toEqual([
      ["IMG", "Deck"],
      ["IMG", "Porch"],
    ])
    expect(grid.querySelectorAll("picture source[type='image/avif']")).toHaveLength(2)
    expect(grid.querySelectorAll("noscript")).toHaveLength(0)
    stop()
    grid.remove()
  })
})
