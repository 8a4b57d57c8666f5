/**
 * What the publishing strip knows between checks, in one record that each check replaces whole
 * (publish-status-strip.ts): the branch's head and its commits, the live version, what the walks read, the site's
 * clock, GitHub's allowance and the pace, the last sentence GitHub answered; beside it, what the
 * owner did (saves, touches, the head before a save), which only the owner's events change; and the
 * one deadline both give for how long the strip follows. No DOM and no network here.
 */
import type { WalkMemory } from "./build-ahead"
import { followMs, nextCheckIn, settled, watchMs } from "./check-pace"
import type { Allowance, ListedCommit, LiveVersion } from "./github-answers"
import { SAVED, type OwnerSentence } from "./publish-status"

export interface StripRecord {
  /** The branch's head as GitHub last said it, when the strip first saw it (the phone's clock), and the commits listed from it. */
  head?: { sha: string; seenAt: number; commits?: ListedCommit[] }
  /** What the live site's /version.json said last (undefined: it could not be read). */
  live?: LiveVersion
  /** What the walks to the build ahead read (build-ahead.ts). */
  walk: WalkMemory
  /** The site's clock less the phone's (its /version.json answer's Date); undefined while none said its time. */
  clockOffsetMs?: number
  /** What GitHub last said it allows, its refusals in a row, and when the next check may ask (the phone's clock). */
  pace: { allowance?: Allowance; limitsInARow: number; nextAllowedAt: number }
  /** The last sentence said from an answer GitHub gave, and after how many of the owner's saves it was asked. */
  lastAnswered?: { said: OwnerSentence; saves: number }
  /** Since when the strip has said something not settled (check-pace.ts), on the phone's clock. */
  unsettledSince?: number
}

/** What the owner did in the editor, as the strip's events record it: never an answer's. */
export interface OwnerDid {
  /** The owner's saves so far: an answer asked for before the latest save says nothing of it. */
  saves: number
  /** The owner's last save, click, key, drop or return (the phone's clock): a commit may follow it. */
  touchedAt?: number
  /**
   * The head GitHub had said before the owner's last save, and until when it is not the save's
   * answer (GitHub's branch can answer it for a moment after the save): the save's watch, after
   * which it was a save that made no commit.
   */
  beforeSave?: { sha: string; until: number }
  /** The head the strip knew as the owner's latest save began (its preSave), before the save's commit. */
  savingFrom?: string
}

export const FIRST_RECORD: StripRecord = { walk: new Map(), pace: { limitsInARow: 0, nextAllowedAt: 0 } }

/** Now on the site's clock, which GitHub's and the build's times are compared with (the phone's until one is known). */
export const siteNow = ({ clockOffsetMs }: StripRecord, phoneNow: Date) => new Date(phoneNow.getTime() + (clockOffsetMs ?? 0))

/** A time on the site's clock, on the phone's: when the strip's timers run. */
export const onPhone = ({ clockOffsetMs }: StripRecord, siteTime: number) => siteTime - (clockOffsetMs ?? 0)

/**
 * The record once GitHub says the branch's head is `sha`. A new head (a save, an upload, a
 * deletion) resets, here only, what was known of the one before: its commits, when it was seen,
 * and the sentence kept while GitHub refuses ("Saved, not yet published" instead).
 */
export function withHead(record: StripRecord, sha: string, phoneNow: number, saves: number): StripRecord {
  if (record.head?.sha === sha) return record
  const lastAnswered = record.head ? { said: SAVED, saves } : record.lastAnswered
  return { ...record, head: { sha, seenAt: phoneNow }, lastAnswered }
}

/** The sentence kept while GitHub refuses: the last it answered, unless the owner saved since ("Saved, not yet published"). */
export function keptSentence({ lastAnswered }: StripRecord, { saves }: OwnerDid): OwnerSentence | undefined {
  if (lastAnswered?.saves === saves) return lastAnswered.said
  return saves > 0 ? SAVED : undefined
}

/**
 * What the owner did after a save: the head before it (as the save began) does not answer it for as
 * long as it is watched.
 */
export function afterSave(owner: OwnerDid, head: string | undefined, phoneNow: number, buildLimitSeconds: number): OwnerDid {
  const until = phoneNow + watchMs(buildLimitSeconds)
  return { saves: owner.saves + 1, touchedAt: phoneNow, beforeSave: head === undefined ? undefined : { sha: head, until } }
}

/** Whether GitHub's head `sha` is the one before the owner's save, which does not answer it. */
export const isBeforeSave = ({ beforeSave }: OwnerDid, sha: string, phoneNow: number) =>
  sha === beforeSave?.sha && phoneNow < beforeSave.until

/**
 * Until when the strip follows, on the phone's clock: the owner's last touch's watch (watchMs), and,
 * while it says something not settled, from when it first did, the host's longest chain of builds
 * (followMs). The one deadline keepChecking goes by.
 */
export function followsUntil({ unsettledSince }: StripRecord, { touchedAt }: OwnerDid, buildLimitSeconds: number) {
  const watched = touchedAt === undefined ? 0 : touchedAt + watchMs(buildLimitSeconds)
  return Math.max(watched, unsettledSince === undefined ? 0 : unsettledSince + followMs(buildLimitSeconds))
}

/** What a check heard, beside the record it learnt. */
export interface Heard {
  said: OwnerSentence
  /** The owner's saves when it asked. */
  saves: number
  /** Whether its sentence answers the owner's latest save: not asked before it, nor answered with the head before it. */
  current: boolean
  /** Whether GitHub answered (not refused for its allowance). */
  answered: boolean
  allowance: Allowance | undefined
  /** Until when a refusal of any of the check's requests forbids asking (the phone's clock), or 0. */
  refusedUntil: number
  /** When the check began asking (the phone's clock): the pace counts from there. */
  askedAt: number
}

/** The record after a check: its pace, and, when its sentence answers the latest save, what it said. */
export function afterCheck(record: StripRecord, heard: Heard, phoneNow: Date): StripRecord {
  const { said, saves, current, answered, allowance, refusedUntil, askedAt } = heard
  const limited = refusedUntil > 0
  // From when it asked, or its end when the allowance says to wait longer than it took: a check given
  // up after the phone's sleep is followed at once, one given up a moment in, at the pace's time.
  const paced = askedAt + nextCheckIn(allowance, siteNow(record, phoneNow))
  const pace = {
    allowance,
    limitsInARow: limited ? record.pace.limitsInARow + 1 : 0,
    nextAllowedAt: limited ? refusedUntil : Math.max(paced, phoneNow.getTime()),
  }
  if (!current) return { ...record, pace }
  return {
    ...record,
    pace,
    lastAnswered: answered ? { said, saves } : record.lastAnswered,
    unsettledSince: settled(said.state, record.live?.photosWaiting) ? undefined : (record.unsettledSince ?? phoneNow.getTime()),
  }
}
