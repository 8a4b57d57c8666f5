import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PageTransition } from "../../../../src/components/layout/PageTransition"

/** The animation engine's two movements, each finished when the test says so. */
const movements: Array<{ kind: "leave" | "enter"; page: string | undefined; finish: () => void; fail: () => void }> = []
jest.mock("../../../../src/components/layout/page-motion", () => {
  const move = (kind: "leave" | "enter") => (element: HTMLElement) =>
    new Promise<void>((resolve, reject) => {
      movements.push({ kind, page: element.dataset.page, finish: resolve, fail: () => reject(new Error("no animation")) })
    })
  return { leave: move("leave"), enter: move("enter") }
})

/** Lets the engine's fetch and the movements' promises settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

function Page({ name }: { name: string }) {
  return (
    <label>
      {name}
      <input />
    </label>
  )
}

function renderAt(pathname: string, name: string) {
  const view = render(
    <PageTransition pathname={pathname}>
      <Page name={name} />
    </PageTransition>,
  )
  return (nextPath: string, nextName: string) =>
    view.rerender(
      <PageTransition pathname={nextPath}>
        <Page name={nextName} />
      </PageTransition>,
    )
}

const pagesShown = () => Array.from(document.querySelectorAll<HTMLElement>("[data-page]")).map((element) => element.dataset.page)

beforeEach(() => {
  movements.length = 0
  window.scrollTo = jest.fn()
})

describe("PageTransition", () => {
  it("shows the first page as rendered, without moving it", async () => {
    renderAt("/", "Home")
    await settle()
    expect(pagesShown()).toEqual(["/"])
    expect(movements).toEqual([])
    expect(screen.getByRole("textbox", { name: "Home" })).toBeVisible()
  })

  it("keeps the old page, with what was typed in it, until it has moved out; then brings the new one in at the top", async () => {
    const navigate = renderAt("/contact", "Contact")
    await userEvent.type(screen.getByRole("textbox", { name: "Contact" }), "Leaky faucet")

    navigate("/gallery", "Gallery")
    await settle()
    expect(pagesShown()).toEqual(["/contact"])
    expect(screen.getByRole("textbox", { name: "Contact" })).toHaveValue("Leaky faucet")
    expect(movements.map(({ kind, page }) => [kind, page])).toEqual([["leave", "/contact"]])
    expect(window.scrollTo).not.toHaveBeenCalled()

    movements[0].finish()
    await settle()
    expect(pagesShown()).toEqual(["/gallery"])
    expect(screen.getByRole("textbox", { name: "Gallery" })).toHaveValue("")
    expect(movements.map(({ kind, page }) => [kind, page])).toEqual([
      ["leave", "/contact"],
      ["enter", "/gallery"],
    ])
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("still brings the new page in when the old one cannot be moved", async () => {
    const navigate = renderAt("/about", "About")
    navigate("/services", "Services")
    await settle()
    movements[0].fail()
    await settle()
    expect(pagesShown()).toEqual(["/services"])
  })

  it("brings the same page back when the visitor returns to it while it leaves, keeping what was typed", async () => {
    const navigate = renderAt("/contact", "Contact")
    await userEvent.type(screen.getByRole("textbox", { name: "Contact" }), "Deck repair")
    navigate("/gallery", "Gallery")
    await settle()
    navigate("/contact", "Contact")
    await settle()
    expect(pagesShown()).toEqual(["/contact"])
    expect(screen.getByRole("textbox", { name: "Contact" })).toHaveValue("Deck repair")
    expect(movements.map(({ kind, page }) => [kind, page])).toEqual([
      ["leave", "/contact"],
      ["enter", "/contact"],
    ])
    expect(window.scrollTo).not.toHaveBeenCalled()
  })
})
