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
