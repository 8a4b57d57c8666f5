import { inTime } from "./in-time"
import { HOST_BUILD_LIMIT_SECONDS } from "../host/build-limit"
import { readPublishedVersion, VERSION_PATH } from "../host/published-version"
import { editorToken } from "./editor-token"
import {
  isRateLimited,
  readAllowance,
  readCommitList,
  readGithubAnswer,
  type Allowance,
  type GithubAnswer,
  type GithubReply,
  type ListedCommit,
  type LiveVersion,
} from "./github-answers"
import { walkToBuildAhead, type WalkMemory } from "./build-ahead"
import { ownerSentence, previewSentence, SAVED, type OwnerSentence } from "./publish-status"
import { followMs, keepChecking, nextCheckIn, settled, watchMs } from "./check-pace"

/**
 * The strip above the editor at /admin: asks GitHub for the branch's latest commit and the build
 * plugin's status on it (with the signed-in owner's token when the editor has one, so a private
 * repository can be read and the owner's own allowance is used), and the live site for
 * /version.json, and writes the owner's sentence (publish-status.ts) into the strip. It asks once
 * when the editor opens, then while a build is publishing, when GitHub's limit ends and, after the
 * owner's last save, click, key or drop in the editor (uploads and deletions commit too), a return
 * to the tab or an opening that finds a save no build has reported on yet, for as long as a build
 * could take; one check at a time, never faster than GitHub's allowance permits. For a save no
 * build has said anything of, it asks too for the branch's commits since the live one and their
 * statuses, newest first, to the first found: the build it waits behind (withQueue). It fetches
 * nothing else.
 */

/** What the build writes on the strip's element (publish-editor.ts): where to look. */
export interface StripSettings {
  /** "owner/name" on GitHub. */
  repository: string
  branch: string
  /** The commit status the build plugin posts (src/host/publishing.js). */
  context: string
  /** The host's build time limit the site was built with (src/host/build-limit.js). */
  buildLimitSeconds: number
  /** Netlify's CONTEXT of the build ("production", "deploy-preview", "branch-deploy"; empty elsewhere). */
  deployContext: string
  /** The live site's address, which a preview's strip links. */
  liveUrl: string
}

/**
 * The strip's element in /admin/index.html, with StripSettings as data-repository, data-branch,
 * data-context, data-build-limit, data-deploy-context and data-live-url.
 */
export const STRIP_ID = "publish-status"
/** The event editor.js dispatches on the strip's element after each save (Sveltia's postSave). */
export const SAVED_EVENT = "publish-status:saved"
/** How many of the branch's commits the strip lists, the head included, to find the live one: GitHub's most in one answer. */
const LISTED_MOST = 100
/** What the owner does in the editor that may commit (an upload, a deletion) and so starts the watch again. */
const OWNER_ACTIONS = ["click", "keydown", "drop"] as const
/** A check asking longer than this is taken as hanging when the owner comes back or touches the editor. */
const HANGING_AFTER_MS = 5_000

interface Surroundings {
  fetch: typeof globalThis.fetch
  now: () => Date
  /** Runs `run` in `milliseconds`; returns what cancels it. */
  setTimer: (run: () => void, milliseconds: number) => () => void
  /** The document whose visibility, clicks and keys bring a check. */
  document: Pick<Document, "addEventListener" | "visibilityState">
  /** Where the editor keeps the signed-in owner (editor-token.ts). */
  storage: Pick<Storage, "getItem">
}

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** GitHub's reply to `address`, with the owner's token when given; undefined when there was none. */
async function askGithub(address: string, fetch: Surroundings["fetch"], token?: string): Promise<GithubReply | undefined> {
  const headers: Record<string, string> = { Accept: "application/vnd.github+json" }
  if (token) headers.Authorization = `Bearer ${token}`
  try {
    const response = await fetch(address, { headers, cache: "no-store" })
    return { status: response.status, body: await readJson(response), ...readAllowance(response.headers) }
  } catch {
    return undefined
  }
}

/**
 * GitHub's reply to `address`: with the owner's token first when there is one, and without it when
 * GitHub refuses the token for what it asks (one without access to commit statuses, or revoked),
 * not for the caller's allowance.
 */
async function askWithToken(address: string, fetch: Surroundings["fetch"], token: string | undefined) {
  const withToken = token ? await askGithub(address, fetch, token) : undefined
  const refused = withToken && [401, 403, 404].includes(withToken.status) && !isRateLimited(withToken)
  return withToken && !refused ? withToken : askGithub(address, fetch)
}

/**
 * The live site's version, and how far the site's clock is ahead of the phone's (its answer's Date,
 * plus its Age when a cache kept it; GitHub's Date is not exposed to a page): the one clock that
 * the times of GitHub and the build are compared with.
 */
async function askLiveSite(fetch: Surroundings["fetch"], now: Date): Promise<{ live?: LiveVersion; clockOffsetMs?: number }> {
  try {
    const response = await fetch(VERSION_PATH, { cache: "no-store" })
    const date = Date.parse(response.headers.get("date") ?? "")
    const age = Number(response.headers.get("age") ?? 0)
    const clockOffsetMs = Number.isNaN(date) ? undefined : date + (Number.isFinite(age) ? age * 1000 : 0) - now.getTime()
    return { live: response.ok ? readPublishedVersion(await readJson(response)) : undefined, clockOffsetMs }
  } catch {
    return {}
  }
}

/**
 * The settings the build wrote on the strip, when the repository, branch and status are there (the
 * build limit defaults to the host's; no deploy context is the live site's).
 */
export function settingsOf(strip: HTMLElement): StripSettings | undefined {
  const { repository, branch, context, buildLimit, deployContext = "", liveUrl = "" } = strip.dataset
  const limit = Number(buildLimit)
  const buildLimitSeconds = Number.isInteger(limit) && limit > 0 ? limit : HOST_BUILD_LIMIT_SECONDS
  return repository && branch && context ? { repository, branch, context, buildLimitSeconds, deployContext, liveUrl } : undefined
}

const defaultSurroundings = (): Surroundings => ({
  fetch: (...args) => globalThis.fetch(...args),
  now: () => new Date(),
  setTimer: (run, milliseconds) => {
    const timer = setTimeout(run, milliseconds)
    return () => clearTimeout(timer)
  },
  document,
  storage: globalThis.localStorage,
})

/**
 * Keeps `strip` telling whether the last save is live; returns the first check, for tests. On a
 * preview (previewSentence) it says so, links the live site's editor and asks nothing.
 */
export function watchPublishStatus(
  strip: HTMLElement,
  settings: StripSettings,
  surroundings: Surroundings = defaultSurroundings(),
): Promise<void> {
  const preview = previewSentence(settings.deployContext)
  if (preview) {
    strip.dataset.state = preview.state
    const link = strip.ownerDocument.createElement("a")
    link.href = `${settings.liveUrl.replace(/\/+$/, "")}/admin/`
    link.textContent = link.href
    strip.replaceChildren(`${preview.sentence} `, link)
    return Promise.resolve()
  }
  const { fetch, now, setTimer, storage } = surroundings
  const api = `https://api.github.com/repos/${settings.repository}`
  /** The plugin's status on a commit, or on a branch's head: one address for both. */
  const statusAddressOf = (ref: string) => `${api}/commits/${encodeURIComponent(ref)}/status`
  /** The branch's commits from the head down, as GitHub last listed them (withQueue). */
  let listed: { head: string; commits: ListedCommit[] } | undefined
  /** What the walks to the build ahead read (build-ahead.ts). */
  let walkMemory: WalkMemory = new Map()
  let nextAllowedAt = 0
  let allowance: Allowance | undefined
  let watchingUntil: Date | undefined
  /** Since when (the phone's clock) the strip has said something other than live or a known failure: it follows the save. */
  let unsettledSince: number | undefined
  let lastAnswered: OwnerSentence | undefined
  /** GitHub's limits in a row, each waited out longer than the one before (reset by a check none of whose requests was refused). */
  let limitsInARow = 0
  /** The site's clock less the phone's (askLiveSite); undefined while no answer said its time. */
  let clockOffsetMs: number | undefined
  /** Now on the site's clock, which GitHub's and the build's times are compared with (the phone's until one is known). */
  const serverNow = () => new Date(now().getTime() + (clockOffsetMs ?? 0))
  /** When each commit was first seen, on the phone's clock: its wait's start while the site's clock is not known. */
  const firstSeen = new Map<string, number>()
  /** Until when GitHub's refusal of any of the last check's requests (the branch, a commit, a status) forbids asking, or 0. */
  let refusedUntil = 0
  /** A check is waiting for its time, or asking: one at a time, the next one after it ends. */
  let waiting = false
  let asking = false
  let askAgain = false
  /** The owner's saves so far: an answer asked for before the latest save says nothing of it. */
  let saves = 0
  /** The branch's head as GitHub last said it. */
  let head: string | undefined
  /**
   * The head GitHub said before the owner's last save, until a newer one appears or the save's watch
   * ends (a save that made no commit): GitHub's branch can answer it for a moment after the save,
   * and it is not the save's answer.
   */
  let headBeforeSave: { sha: string; until: number } | undefined
  /** Gives up the check asking now (its requests answer as unanswered), and since when it asks. */
  let giveUp: { controller: AbortController; since: number } | undefined
  /** The owner came back to a check left hanging: the next one runs at once, not at the pace's time. */
  let cameBack = false
  /** Each request's time limit, on the strip's clock; a check given up gives up its requests. */
  const timed = { fetch, setTimer, givenUp: () => giveUp?.controller.signal }

  const show = ({ state, sentence }: OwnerSentence) => {
    strip.dataset.state = state
    strip.textContent = sentence
  }

  /**
   * GitHub's reply to `address` (askWithToken), whose allowance every later wait goes by, and what
   * it says read as a status answer: a refusal for the allowance, of whichever request, sets when
   * GitHub may be asked again.
   */
  async function askApi(address: string, token: string | undefined) {
    const reply = await inTime(timed, (inTimeFetch) => askWithToken(address, inTimeFetch, token), undefined)
    if (reply?.allowance) allowance = reply.allowance
    const read = readGithubAnswer(reply, settings.context, serverNow(), limitsInARow)
    if (read.kind === "limited") refusedUntil = Math.max(refusedUntil, read.until - (clockOffsetMs ?? 0))
    return { reply, read }
  }

  /**
   * `answer` with when its latest commit was made and the build ahead of it (build-ahead.ts), when
   * no build has said anything of it and the site shows another. The branch's commits come in one
   * list per head (not compare's answer, which carries every file's changes), down to the live one.
   */
  async function withQueue(answer: GithubAnswer, live: LiveVersion | undefined, token: string | undefined) {
    if (answer.kind !== "read" || answer.status || live?.commit === answer.latestCommit) return answer
    const latest = answer.latestCommit
    if (listed?.head !== latest) {
      const { reply, read } = await askApi(`${api}/commits?sha=${latest}&per_page=${LISTED_MOST}`, token)
      if (read.kind === "limited") return read
      const commits = readCommitList(reply)
      if (commits?.[0]?.sha === latest) listed = { head: latest, commits }
    }
    const seen = firstSeen.get(latest) ?? now().getTime()
    firstSeen.set(latest, seen)
    if (listed?.head !== latest) return answer
    const { commits } = listed
    const withCommit = {
      ...answer,
      committedAt: commits[0].committedAt,
      ...(clockOffsetMs === undefined ? { waitingSince: new Date(seen).toISOString() } : {}),
    }
    const walked = await walkToBuildAhead(
      { commits, live, memory: walkMemory, now: serverNow(), buildLimitSeconds: settings.buildLimitSeconds },
      async (sha) => (await askApi(statusAddressOf(sha), token)).read,
    )
    walkMemory = walked.memory
    if (walked.kind === "refused") return walked.answer
    return walked.ahead ? { ...withCommit, ahead: walked.ahead } : withCommit
  }

  /** GitHub's answer and the live site's version, and the owner's sentence for them. */
  async function ask(): Promise<{ answer: GithubAnswer; live?: LiveVersion; said: OwnerSentence; beforeSave: boolean }> {
    const token = editorToken(storage)
    const [branch, { live, clockOffsetMs: offset }] = await Promise.all([
      askApi(statusAddressOf(settings.branch), token).then(({ read }) => read),
      inTime(timed, (inTimeFetch) => askLiveSite(inTimeFetch, now()), {}),
    ])
    if (offset !== undefined) clockOffsetMs = offset
    const beforeSave =
      branch.kind === "read" && branch.latestCommit === headBeforeSave?.sha && now().getTime() < headBeforeSave.until
    if (branch.kind === "read" && !beforeSave) headBeforeSave = undefined
    if (branch.kind === "read" && head !== branch.latestCommit) {
      // A new head (a save, an upload, a deletion): what was said of the one before is not kept
      // when GitHub refuses what follows.
      if (head !== undefined) lastAnswered = SAVED
      head = branch.latestCommit
    }
    const answer = await withQueue(branch, live, token)
    return {
      answer,
      live,
      beforeSave,
      said: ownerSentence(answer, live, serverNow(), { buildLimitSeconds: settings.buildLimitSeconds, lastAnswered }),
    }
  }

  async function check(): Promise<void> {
    waiting = false
    asking = true
    giveUp = { controller: new AbortController(), since: now().getTime() }
    refusedUntil = 0
    const savesBefore = saves
    let asked: Awaited<ReturnType<typeof ask>>
    try {
      asked = await ask()
    } finally {
      asking = false
      giveUp = undefined
    }
    const { answer, live, said, beforeSave } = asked
    const limited = refusedUntil > 0
    limitsInARow = limited ? limitsInARow + 1 : 0
    nextAllowedAt = limited ? refusedUntil : now().getTime() + (cameBack ? 0 : nextCheckIn(allowance, serverNow()))
    cameBack = false
    // Asked before the owner's latest save (the Save click itself starts a check), or answered with
    // the head before it: "Saved, not yet published" stays, and the save's watch asks again.
    const current = saves === savesBefore && !beforeSave
    if (current) {
      if (answer.kind !== "limited") lastAnswered = said
      show(said)
      unsettledSince = settled(said.state, live?.photosWaiting) ? undefined : (unsettledSince ?? now().getTime())
    }
    const again = askAgain
    askAgain = false
    // Not live nor known to have failed, from the opening on: the strip follows the save for as long
    // as the host's builds can take. A limit says when it checks again, and it does.
    const following = unsettledSince !== undefined && now().getTime() < unsettledSince + followMs(settings.buildLimitSeconds)
    if (again || !current || limited || following || keepChecking(said.state, now(), watchingUntil)) checkSoon()
  }

  /**
   * A check as soon as GitHub's allowance permits, one at a time: asked for while one is asking,
   * it comes after that one, at the time its answer allows.
   */
  function checkSoon() {
    if (asking) askAgain = true
    // Paused while the tab is hidden: coming back to it brings a check (visibilitychange).
    if (waiting || asking || surroundings.document.visibilityState === "hidden") return
    waiting = true
    setTimer(() => void check(), Math.max(0, nextAllowedAt - now().getTime()))
  }

  /**
   * The owner did something that may commit, or came back: watch for as long as a build could take.
   * A check hanging then (a request the phone's sleep or a lost network left unanswered) is given
   * up, and the next one asks at once.
   */
  function watch() {
    startWatch()
    if (giveUp && now().getTime() - giveUp.since >= HANGING_AFTER_MS) {
      cameBack = true
      giveUp.controller.abort()
    }
    checkSoon()
  }

  function startWatch() {
    watchingUntil = new Date(now().getTime() + watchMs(settings.buildLimitSeconds))
  }

  strip.addEventListener(SAVED_EVENT, () => {
    saves += 1
    if (head !== undefined) headBeforeSave = { sha: head, until: now().getTime() + watchMs(settings.buildLimitSeconds) }
    // A new head: what the strip said of the one before is no longer what a refusal keeps.
    lastAnswered = SAVED
    const refused = nextAllowedAt > now().getTime() && refusedUntil > 0
    const limited = { kind: "limited", until: nextAllowedAt + (clockOffsetMs ?? 0) } as const
    show(
      refused
        ? ownerSentence(limited, undefined, serverNow(), { buildLimitSeconds: settings.buildLimitSeconds, lastAnswered })
        : SAVED,
    )
    watch()
  })
  for (const action of OWNER_ACTIONS) surroundings.document.addEventListener(action, watch, { capture: true, passive: true })
  surroundings.document.addEventListener("visibilitychange", () => {
    if (surroundings.document.visibilityState === "visible") watch()
  })
  return check()
}
