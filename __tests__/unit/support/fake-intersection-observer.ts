/**
 * A stand-in IntersectionObserver for jsdom, which has none: each one made is kept in
 * `fakeObservers`, with the elements it watches, and the test reports on them with `report`.
 * `withFakeIntersectionObserver()` puts it on `window` around each test of the file.
 */
export const fakeObservers: FakeIntersectionObserver[] = []

export class FakeIntersectionObserver {
  watched: Element[] = []
  disconnected = false
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    fakeObservers.push(this)
  }
  observe(element: Element) {
    this.watched.push(element)
  }
  unobserve(element: Element) {
    this.watched = this.watched.filter((watched) => watched !== element)
  }
  disconnect() {
    this.disconnected = true
    this.watched = []
  }
  /** Tells the observer's callback, in one batch, whether each element is in view. */
  report(...reports: Array<[Element, boolean]>) {
    const entries = reports.map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

export function withFakeIntersectionObserver(): void {
  beforeEach(() => {
    fakeObservers.length = 0
    Object.defineProperty(window, "IntersectionObserver", { value: FakeIntersectionObserver, configurable: true })
  })
  afterEach(() => Reflect.deleteProperty(window, "IntersectionObserver"))
}
