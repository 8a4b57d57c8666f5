import { DRAFT_KEY, draftStore } from "../../../src/lib/contact-draft"
import { EMPTY_DRAFT } from "../../../src/lib/contact-message"

const DRAFT = {
  name: "Pat Homeowner",
  email: "pat@example.org",
  phone: "",
  service: "Porch repair",
  message: "The porch steps are rotting; \u00e9 and emoji \u{1F3E0} kept as typed.",
}

beforeEach(() => window.localStorage.clear())

describe("the contact form's draft store", () => {
  it("keeps a draft in the browser's storage and gives it back, after a reload as on a later visit", () => {
    expect(draftStore().save(DRAFT)).toBe(true)
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull()
    expect(draftStore().load()).toEqual(DRAFT)
  })

  it("has nothing to give back before anything was typed, and removes the draft once it is empty or cleared", () => {
    const store = draftStore()
    expect(store.load()).toBeUndefined()
    store.save(DRAFT)
    store.save({ ...EMPTY_DRAFT, message: "  " })
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
    store.save(DRAFT)
    store.clear()
    expect(store.load()).toBeUndefined()
  })

  it("gives back text fields only: another shape, a damaged value or unknown fields are ignored", () => {
    const store = draftStore()
    window.localStorage.setItem(DRAFT_KEY, "{not json")
    expect(store.load()).toBeUndefined()
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify(["Pat"]))
    expect(store.load()).toEqual(undefined)
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ name: "Pat", phone: 5085550100, admin: "yes" }))
    expect(store.load()).toEqual({ ...EMPTY_DRAFT, name: "Pat" })
  })

  it("keeps working, keeping nothing, when the storage is full or off (a privacy mode throws on access)", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      },
      removeItem: () => undefined,
    } as unknown as Storage
    expect(draftStore(() => full).save(DRAFT)).toBe(false)
    const off = () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    }
    const store = draftStore(off)
    expect(store.save(DRAFT)).toBe(false)
    expect(store.load()).toBeUndefined()
    expect(() => store.clear()).not.toThrow()
    expect(draftStore(() => undefined).load()).toBeUndefined()
  })
})
