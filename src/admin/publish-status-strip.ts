import {
  CHECK_INTERVAL_MS,
  keepChecking,
  ownerSentence,
  readGithubAnswer,
  readLiveVersion,
  SAVED,
  type OwnerSentence,
  type GithubAnswer,
  type LiveVersion,
} from "./publish-status"

/**
 * The strip above the editor at /admin: asks GitHub (without a token) for the branch's latest
 * commit and the build plugin's status on it, and the live site for /version.json, and writes the
 * owner's sentence (publish-status.ts) into the strip. It asks once when the editor opens, then
 * at most once a minute: while a build is publishing, after a save until its build answers, and
 * when the owner comes back to the tab. It fetches nothing else.
 */

/** What the build writes on the strip's element (publish-editor.ts): where to look. */
export interface StripSettings {
  /** "owner/name" on GitHub. */
  repository: string
  branch: string
  /** The commit status the build plugin posts (src/contract/publishing.js). */
  context: string
}

/** The strip's element in /admin/index.html, with StripSettings as data-repository, data-branch, data-context. */
export const STRIP_ID = "publish-status"
/** The event editor.js dispatches on the strip's element after each save (Sveltia's postSave). */
export const SAVED_EVENT = "publish-status:saved"

interface Surroundings {
  fetch: typeof globalThis.fetch
  now: () => Date
  setTimer: (run: () => void, milliseconds: number) => void
  /** The document whose visibility brings a check when the owner comes back. */
  document: Document
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

async function askGithub({ repository, branch, context }: StripSettings, fetch: Surroundings["fetch"]): Promise<GithubAnswer> {
  const address = `https://api.github.com/repos/${repository}/commits/${encodeURIComponent(branch)}/status`
  try {
    const response = await fetch(address, { headers: { Accept: "application/vnd.github+json" }, cache: "no-store" })
    return readGithubAnswer(response.status, await readJson(response), context)
  } catch {
    return readGithubAnswer(undefined, undefined, context)
  }
}

async function askLiveSite(fetch: Surroundings["fetch"]): Promise<LiveVersion | undefined> {
  try {
    const response = await fetch("/version.json", { cache: "no-store" })
    return response.ok ? readLiveVersion(await readJson(response)) : undefined
  } catch {
    return undefined
  }
}

/** The settings the build wrote on the strip, when all are there. */
export function settingsOf(strip: HTMLElement): StripSettings | undefined {
  const { repository, branch, context } = strip.dataset
  return repository && branch && context ? { repository, branch, context } : undefined
}

/** Keeps `strip` telling whether the last save is live; returns the first check, for tests. */
export function watchPublishStatus(
  strip: HTMLElement,
  settings: StripSettings,
  surroundings: Surroundings = {
    fetch: (...args) => globalThis.fetch(...args),
    now: () => new Date(),
    setTimer: (run, milliseconds) => void setTimeout(run, milliseconds),
    document,
  },
): Promise<void> {
  const { fetch, now, setTimer } = surroundings
  let lastAskedAt: number | undefined
  let lastSaveAt: Date | undefined
  let waiting = false

  const show = ({ state, sentence }: OwnerSentence) => {
    strip.dataset.state = state
    strip.textContent = sentence
  }

  async function check(): Promise<void> {
    waiting = false
    lastAskedAt = now().getTime()
    const [answer, live] = await Promise.all([askGithub(settings, fetch), askLiveSite(fetch)])
    const said = ownerSentence(answer, live, now())
    show(said)
    if (keepChecking(said.state, now(), lastSaveAt)) checkSoon()
  }

  /** A check as soon as a minute has passed since the last request; one at a time. */
  function checkSoon() {
    if (waiting) return
    waiting = true
    const wait = lastAskedAt === undefined ? 0 : Math.max(0, lastAskedAt + CHECK_INTERVAL_MS - now().getTime())
    setTimer(() => void check(), wait)
  }

  strip.addEventListener(SAVED_EVENT, () => {
    lastSaveAt = now()
    show(SAVED)
    checkSoon()
  })
  surroundings.document.addEventListener("visibilitychange", () => {
    if (surroundings.document.visibilityState === "visible") checkSoon()
  })
  return check()
}
