import React, { act, Profiler } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot, type Root } from "react-dom/client"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../../../../src/components/contact/ContactForm"
import { DRAFT_KEY } from "../../../../src/lib/contact-draft"
import { setHydrating } from "../../../../src/lib/hydration"
import { businessFixture } from "../../support/business-fixture"
import { contactDelivery } from "../../../../src/gatsby/contact-delivery"

// The tests drive React themselves (act), as Testing Library's render does.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

const KEPT = { name: "Pat Homeowner", email: "pat@example.org", phone: "", service: "", message: "New deck boards." }

/** Each commit of the form: "mount" for its first render (the hydration), "update" for every render after it. */
const commits = jest.fn()

/** The contact page's form: the same on the server (no query string: the page is built once) and in the browser. */
const page = (search: string) => (
  <Profiler id="form" onRender={(_id, phase) => commits(phase)}>
    <ContactForm search={search} delivery={contactDelivery(undefined, false)} business={businessFixture} />
  </Profiler>
)

let container: HTMLElement
let root: Root | undefined

beforeEach(() => {
  window.localStorage.clear()
  container = document.createElement("div")
  document.body.append(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  container.remove()
  commits.mockClear()
  setHydrating(false)
})

/**
 * The server's HTML of the form (built without a device's storage), then React hydrating it as the
 * site's first load does, with the address's query string and `kept`, a draft kept on the device.
 * Hydration must find the HTML as it renders it: React says so on the console otherwise.
 */
async function hydrate({ search = "", kept }: { search?: string; kept?: object } = {}) {
  container.innerHTML = renderToString(page(""))
  if (kept) window.localStorage.setItem(DRAFT_KEY, JSON.stringify(kept))
  const mismatch = jest.spyOn(console, "error").mockImplementation(() => undefined)
  setHydrating(true)
  await act(async () => {
    root = hydrateRoot(container, page(search))
  })
  setHydrating(false)
  mismatch.mockRestore()
  expect(mismatch).not.toHaveBeenCalled()
}

const field = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value
const clearButton = () => screen.queryByRole("button", { name: "Clear" })

describe("the contact form over the page's server HTML", () => {
  it("opens empty and renders once on a plain visit: nothing to fill in, nothing rendered again after hydration", async () => {
    await hydrate()
    expect(commits.mock.calls).toEqual([["mount"]])
    expect([field(/^Name/), field(/^Service needed/), field(/^Message/)]).toEqual(["", "", ""])
    expect(clearButton()).toBeNull()
  })

  it("brings back a draft kept on the device once hydrated, with Clear, and fills its empty service from ?service=", async () => {
    await hydrate({ search: "?service=Roof%20Repair", kept: KEPT })
    expect(commits.mock.calls[0]).toEqual(["mount"])
    expect([field(/^Name/), field(/^Email/), field(/^Service needed/), field(/^Message/)]).toEqual([
      KEPT.name,
      KEPT.email,
      "Roof Repair",
      KEPT.message,
    ])
    expect(clearButton()).toHaveAccessibleDescription("What you typed before was kept on this device, until it is sent.")
  })

  it("fills the service from ?service= alone, without a Clear button", async () => {
    await hydrate({ search: "?service=Roof%20Repair" })
    expect(field(/^Service needed/)).toBe("Roof Repair")
    expect(clearButton()).toBeNull()
  })

  it("keeps every key typed after a plain visit's hydration: the draft kept as it is typed does not come back over it", async () => {
    await hydrate()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Name/), "Pat")
    await user.type(screen.getByLabelText(/^Message/), "Roof")
    expect([field(/^Name/), field(/^Message/)]).toEqual(["Pat", "Roof"])
    expect(clearButton()).toBeNull()
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "{}")).toMatchObject({ name: "Pat", message: "Roof" })
  })
})
