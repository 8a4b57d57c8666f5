import { checkAsking, inTime, leftHanging, tracked, type CheckAsking } from "./in-time"
import { HOST_BUILD_LIMIT_SECONDS } from "../host/build-limit"
import { editorToken } from "./editor-token"
import { readCommitList, readGithubAnswer, type GithubAnswer } from "./github-answers"
import { askLiveSite, askWithToken } from "./github-requests"
import { walkToBuildAhead } from "./build-ahead"
import { ownerSentence, previewSentence, SAVED, type OwnerSentence } from "./publish-status"
import { keepChecking } from "./check-pace"
import {
  afterCheck,
  afterSave,
  FIRST_RECORD,
  followsUntil,
  isBeforeSave,
  keptSentence,
  onPhone,
  siteNow,
  withHead,
  type OwnerDid,
  type StripRecord,
} from "./strip-record"

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
/** The event editor.js dispatches on the strip's element as a save begins (Sveltia's preSave), before its commit. */
export const SAVING_EVENT = "publish-status:saving"
/** The event editor.js dispatches on the strip's element after each save (Sveltia's postSave). */
export const SAVED_EVENT = "publish-status:saved"
/** How many of the branch's commits the strip lists, the head included, to find the live one: GitHub's most in one answer. */
const LISTED_MOST = 100
/** What the owner does in the editor that may commit (an upload, a deletion) and so starts the watch again. */
const OWNER_ACTIONS = ["click", "keydown", "drop"] as const

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
  const limit = settings.buildLimitSeconds
  /** The plugin's status on a commit, or on a branch's head: one address for both. */
  const statusAddressOf = (ref: string) => `${api}/commits/${encodeURIComponent(ref)}/status`
  /** What the strip knows (strip-record.ts), replaced whole after each check. */
  let record: StripRecord = FIRST_RECORD
  /** What the owner did, changed only by the owner's events. */
  let owner: OwnerDid = { saves: 0 }
  /** A check is waiting for its time, or asking: one at a time, the next one after it ends. */
  let waiting = false
  let asking = false
  let askAgain = false
  /** The check asking now (in-time.ts). */
  let asked: CheckAsking | undefined
  /** Each request's time limit, on the strip's clock; a check given up gives up its requests. */
  const timed = {
    fetch: tracked(
      fetch,
      () => now().getTime(),
      () => asked,
    ),
    setTimer,
    givenUp: () => asked?.giveUp.signal,
  }

  const show = ({ state, sentence }: OwnerSentence) => {
    strip.dataset.state = state
    strip.textContent = sentence
  }

  /**
   * One check's requests to GitHub, asked with what `known` says of its allowance and the site's
   * clock: each reply's allowance, which every later wait goes by, and the latest time a refusal
   * for the allowance (of whichever request) forbids asking again.
   */
  function githubFor(known: StripRecord, token: string | undefined) {
    const heard = { allowance: known.pace.allowance, refusedUntil: 0 }
    const askApi = async (address: string) => {
      const reply = await inTime(timed, (inTimeFetch) => askWithToken(address, inTimeFetch, token), undefined)
      if (reply?.allowance) heard.allowance = reply.allowance
      const read = readGithubAnswer(reply, settings.context, siteNow(known, now()), known.pace.limitsInARow)
      if (read.kind === "limited") heard.refusedUntil = Math.max(heard.refusedUntil, onPhone(known, read.until))
      return { reply, read }
    }
    return { heard, askApi }
  }

  /**
   * `answer` with when its latest commit was made and the build ahead of it (build-ahead.ts), when
   * no build has said anything of it and the site shows another, and the record with what was
   * learnt. The branch's commits come in one list per head (not compare's answer, which carries
   * every file's changes), down to the live one.
   */
  async function withQueue(
    answer: GithubAnswer,
    known: StripRecord,
    askApi: ReturnType<typeof githubFor>["askApi"],
  ): Promise<{ answer: GithubAnswer; known: StripRecord }> {
    const { head, live } = known
    if (answer.kind !== "read" || answer.status || live?.commit === answer.latestCommit || !head) return { answer, known }
    let commits = head.commits
    if (!commits) {
      const { reply, read } = await askApi(`${api}/commits?sha=${head.sha}&per_page=${LISTED_MOST}`)
      if (read.kind === "limited") return { answer: read, known }
      const listed = readCommitList(reply)
      if (listed?.[0]?.sha !== head.sha) return { answer, known }
      commits = listed
    }
    const withCommit = {
      ...answer,
      committedAt: commits[0].committedAt,
      ...(known.clockOffsetMs === undefined ? { waitingSince: new Date(head.seenAt).toISOString() } : {}),
    }
    const walked = await walkToBuildAhead(
      { commits, live, memory: known.walk, now: siteNow(known, now()), buildLimitSeconds: limit },
      async (sha) => (await askApi(statusAddressOf(sha))).read,
    )
    const learnt = { ...known, head: { ...head, commits }, walk: walked.memory }
    if (walked.kind === "refused") return { answer: walked.answer, known: learnt }
    return { answer: walked.ahead ? { ...withCommit, ahead: walked.ahead } : withCommit, known: learnt }
  }

  /** A check: GitHub's answer and the live site's version, the owner's sentence for them, and the record they make. */
  async function check(): Promise<void> {
    waiting = false
    asking = true
    const startedAt = now().getTime()
    const thisCheck = checkAsking()
    asked = thisCheck
    const { saves } = owner
    const token = editorToken(storage)
    const { heard, askApi } = githubFor(record, token)
    let answer: GithubAnswer
    let known = record
    let beforeSave = false
    try {
      const [branch, site] = await Promise.all([
        askApi(statusAddressOf(settings.branch)).then(({ read }) => read),
        inTime(timed, (inTimeFetch) => askLiveSite(inTimeFetch, now()), {}),
      ])
      known = { ...known, live: site.live, clockOffsetMs: site.clockOffsetMs ?? known.clockOffsetMs }
      if (branch.kind === "read") {
        beforeSave = isBeforeSave(owner, branch.latestCommit, now().getTime())
        known = withHead(known, branch.latestCommit, now().getTime(), saves)
      }
      ;({ answer, known } = await withQueue(branch, known, askApi))
    } finally {
      asking = false
      asked = undefined
    }
    const givenUp = thisCheck.giveUp.signal.aborted
    const lastAnswered = keptSentence(known, { ...owner, saves })
    const said = ownerSentence(answer, known.live, siteNow(known, now()), { buildLimitSeconds: limit, lastAnswered })
    // Asked before the owner's latest save (the Save click itself starts a check), or answered with
    // the head before it: "Saved, not yet published" stays, and the save's watch asks again. Given
    // up, it says nothing: the last sentence stays, and the next check comes at the pace's time.
    const current = owner.saves === saves && !beforeSave && !givenUp
    const answered = answer.kind !== "limited"
    record = afterCheck(known, { said, saves, current, answered, ...heard, askedAt: startedAt }, now())
    if (current) show(said)
    const again = askAgain
    askAgain = false
    // A limit says when it checks again, and it does; else it follows until the one deadline.
    const limited = heard.refusedUntil > 0
    const until = followsUntil(record, owner, limit)
    if (again || !current || limited || keepChecking(said.state, now(), until)) checkSoon()
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
    setTimer(() => void check(), Math.max(0, record.pace.nextAllowedAt - now().getTime()))
  }

  /**
   * The owner did something that may commit, or came back: watch for as long as a build could take.
   * A check left hanging (the phone slept, the tab was hidden) is given up.
   */
  function watch() {
    owner = { ...owner, touchedAt: now().getTime() }
    if (leftHanging(asked, now().getTime())) asked?.giveUp.abort()
    checkSoon()
  }

  // The head as the save begins, before its commit: a check may read the save's own commit before the save's event comes.
  strip.addEventListener(SAVING_EVENT, () => {
    owner = { ...owner, savingFrom: record.head?.sha }
  })
  strip.addEventListener(SAVED_EVENT, () => {
    owner = afterSave(owner, owner.savingFrom ?? record.head?.sha, now().getTime(), limit)
    const { nextAllowedAt, limitsInARow } = record.pace
    const refused = nextAllowedAt > now().getTime() && limitsInARow > 0
    const limited = { kind: "limited", until: siteNow(record, new Date(nextAllowedAt)).getTime() } as const
    show(
      refused
        ? ownerSentence(limited, undefined, siteNow(record, now()), { buildLimitSeconds: limit, lastAnswered: SAVED })
        : SAVED,
    )
    watch()
  })
  for (const action of OWNER_ACTIONS) surroundings.document.addEventListener(action, watch, { capture: true, passive: true })
  surroundings.document.addEventListener("visibilitychange", () => {
    if (surroundings.document.visibilityState === "visible") watch()
    else if (asked) asked.hidden = true
  })
  return check()
}
