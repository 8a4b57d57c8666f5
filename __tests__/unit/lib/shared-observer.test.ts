import { sharedObserver } from "../../../src/lib/shared-observer"
import { fakeObservers as observers, withFakeIntersectionObserver } from "../support/fake-intersection-observer"

withFakeIntersectionObserver()

describe("one observer shared by many elements", () => {
  it("watches every element with one observer of the options given, and tells each element's function of its own reports", () => {
    const watch = sharedObserver({ rootMargin: "0px 0px 100% 0px" })
    const [first, second] = [document.createElement("div"), document.createElement("div")]
    const heard: string[] = []
    watch(first, (entry) => heard.push(`first ${entry.isIntersecting}`))
    watch(second, (entry) => heard.push(`second ${entry.isIntersecting}`))
    expect(observers).toHaveLength(1)
    expect(observers[0].options).toEqual({ rootMargin: "0px 0px 100% 0px" })
    expect(observers[0].watched).toEqual([first, second])

    observers[0].report([second, false], [first, true], [second, true])
    expect(heard).toEqual(["second false", "first true", "second true"])
  })

  it("stops watching an element when told, and goes away with the last; the next element watched gets a new one", () => {
    const watch = sharedObserver()
    const [first, second] = [document.createElement("div"), document.createElement("div")]
    const heard: Element[] = []
    const stopFirst = watch(first, (entry) => heard.push(entry.target))
    const stopSecond = watch(second, (entry) => heard.push(entry.target))

    stopFirst()
    expect(observers[0].watched).toEqual([second])
    observers[0].report([first, true])
    expect(heard).toEqual([])
    stopFirst()
    expect(observers[0].disconnected).toBe(false)

    stopSecond()
    expect(observers[0].disconnected).toBe(true)
    watch(first, (entry) => heard.push(entry.target))
    expect(observers).toHaveLength(2)
    observers[1].report([first, true])
    expect(heard).toEqual([first])
  })
})
