/**
 * How long a request of the strip may take, on its own clock, before it is given up as unanswered
 * (the phone slept, the network changed): a browser can wait minutes, and the strip would say
 * nothing new meanwhile.
 */
export const REQUEST_TIME_LIMIT_MS = 15_000

interface Timed {
  fetch: typeof globalThis.fetch
  /** Runs `run` in `milliseconds`; returns what cancels it. */
  setTimer: (run: () => void, milliseconds: number) => () => void
  /** The check the request is part of, which the owner may give up (undefined: none). */
  givenUp: () => AbortSignal | undefined
}

/**
 * What `ask` resolves to, given a fetch of its own, or `unanswered` once REQUEST_TIME_LIMIT_MS has
 * passed on the strip's clock or its check is given up; its requests are then aborted.
 */
export function inTime<T>({ fetch, setTimer, givenUp }: Timed, ask: (fetch: Timed["fetch"]) => Promise<T>, unanswered: T) {
  const request = new AbortController()
  const check = givenUp()
  return new Promise<T>((resolve) => {
    const stop = () => {
      request.abort()
      resolve(unanswered)
    }
    const cancel = setTimer(stop, REQUEST_TIME_LIMIT_MS)
    check?.addEventListener("abort", stop)
    if (check?.aborted) stop()
    ask((input, init) => fetch(input, { ...init, signal: request.signal }))
      .then(resolve, () => resolve(unanswered))
      .finally(() => {
        cancel()
        check?.removeEventListener("abort", stop)
      })
  })
}

/** The strip's check asking now: what gives it up, when each of its requests still unanswered was asked, whether the tab was hidden meanwhile. */
export interface CheckAsking {
  giveUp: AbortController
  unanswered: Set<{ at: number }>
  hidden: boolean
}

export const checkAsking = (): CheckAsking => ({ giveUp: new AbortController(), unanswered: new Set(), hidden: false })

/** `fetch`, recording in the check asking when each of its requests is asked, until it is answered. */
export function tracked(fetch: Timed["fetch"], now: () => number, asking: () => CheckAsking | undefined): Timed["fetch"] {
  return async (input, init) => {
    const request = { at: now() }
    const unanswered = asking()?.unanswered
    unanswered?.add(request)
    try {
      return await fetch(input, init)
    } finally {
      unanswered?.delete(request)
    }
  }
}

/**
 * Whether a check is left hanging, found as the owner comes back or touches the editor: the tab
 * was hidden while it asked (a browser may hold a hidden tab's requests), or a request of it has
 * had no answer for longer than its own time limit, whose timer the phone's sleep held back. A walk
 * of many slow answers is not: each answers in its time.
 */
export function leftHanging(check: CheckAsking | undefined, now: number): boolean {
  if (!check) return false
  const silentSince = Math.min(...[...check.unanswered].map(({ at }) => at))
  return check.hidden || now - silentSince >= REQUEST_TIME_LIMIT_MS
}
