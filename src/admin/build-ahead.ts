/**
 * The build a save waits behind, as Netlify runs its queue (one build at a time, then only the
 * newest save): the newest of the build plugin's statuses on the branch's saves between the live
 * save (itself included: its next photo build) and the head, walked newest first to the first
 * found. What a walk reads is kept for the next, so that a check asks GitHub only what can have
 * changed. No DOM and no network here: the strip (publish-status-strip.ts) asks.
 */
import type { BuildAhead, GithubAnswer, ListedCommit, LiveVersion, PublishStatus } from "./github-answers"
import { isRunning } from "./publish-status"

/** A save's status as a walk last read it (none posted: undefined), and the head it was read under. */
interface StatusRead {
  status?: PublishStatus
  head: string
}

/** What the walks read, by commit. */
export type WalkMemory = ReadonlyMap<string, StatusRead>

interface Walk {
  /** The branch's commits, newest first, the head first (GitHub's list). */
  commits: readonly ListedCommit[]
  live: LiveVersion | undefined
  memory: WalkMemory
  /** Now on the site's clock, and the host's build limit: whether a publishing status still runs. */
  now: Date
  buildLimitSeconds: number
}

type Walked =
  | { kind: "walked"; ahead: BuildAhead | undefined; memory: WalkMemory }
  /** GitHub refused or did not answer a status: what the strip cannot know, it does not guess. */
  | { kind: "refused"; answer: GithubAnswer; memory: WalkMemory }

/**
 * Whether what was read of `sha` still holds under `head`. Asked again: the live save's status while
 * the live site says photos wait (its next photo build posts on it), and any status found
 * publishing. Kept: any other finished status (it does not change), and none read under this head
 * (or passed over under it while a build ahead ran): once a save is not the newest, Netlify skips it.
 */
function stillHolds(sha: string, read: StatusRead, head: string, live: LiveVersion | undefined) {
  if (sha === live?.commit && live.photosWaiting > 0) return false
  if (read.status) return read.status.state !== "pending"
  return read.head === head
}

/**
 * The build ahead of the head: the newest status on the saves before it, down to the live save
 * included when it is among them (else all of them: a rollback, a head rewritten, or no live
 * version read). `askStatus` asks GitHub for a commit's status. A build found publishing the check
 * before is asked first: while it runs, nothing else is asked.
 */
export async function walkToBuildAhead(
  { commits, live, memory: before, now, buildLimitSeconds }: Walk,
  askStatus: (sha: string) => Promise<GithubAnswer>,
): Promise<Walked> {
  const [head, ...older] = commits
  const liveAt = older.findIndex(({ sha }) => sha === live?.commit)
  const saves = liveAt >= 0 ? older.slice(0, liveAt + 1) : older
  const listed = new Set(commits.map(({ sha }) => sha))
  const memory = new Map([...before].filter(([sha]) => listed.has(sha)))
  const asked = new Set<string>()
  /** Reads `save`'s status into the memory; GitHub's answer when it gave none. */
  const read = async ({ sha }: ListedCommit): Promise<GithubAnswer | undefined> => {
    const answer = await askStatus(sha)
    if (answer.kind === "limited") return answer
    if (answer.kind !== "read") return { kind: "unavailable" }
    asked.add(sha)
    memory.set(sha, { head: head.sha, ...(answer.status ? { status: answer.status } : {}) })
    return undefined
  }
  const found = (save: ListedCommit): Walked => {
    const status = memory.get(save.sha)?.status
    return { kind: "walked", ahead: status && { committedAt: save.committedAt, status }, memory }
  }
  // The build found ahead the check before, when it was publishing: while it runs, the saves after
  // it have no build of their own (one at a time), and are not asked.
  const lastFound = saves.find(({ sha }) => memory.get(sha)?.status)
  if (lastFound && memory.get(lastFound.sha)?.status?.state === "pending") {
    const refused = await read(lastFound)
    if (refused) return { kind: "refused", answer: refused, memory }
    const status = memory.get(lastFound.sha)?.status
    if (status && isRunning(status, now, buildLimitSeconds)) {
      for (const { sha } of saves.slice(0, saves.indexOf(lastFound))) memory.set(sha, { head: head.sha })
      return found(lastFound)
    }
  }
  for (const save of saves) {
    const known = memory.get(save.sha)
    if (!asked.has(save.sha) && !(known && stillHolds(save.sha, known, head.sha, live))) {
      const refused = await read(save)
      if (refused) return { kind: "refused", answer: refused, memory }
    }
    if (memory.get(save.sha)?.status) return found(save)
  }
  return { kind: "walked", ahead: undefined, memory }
}
