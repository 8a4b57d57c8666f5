/**
 * Whether a build may start preparing one more photo and still finish within its time limit
 * (src/host/build-limit.js), so that the host never stops it: a stopped build publishes nothing
 * and saves nothing, and the next one starts as cold. The photos left wait for the next build.
 *
 * A photo may start when everything in flight and it would be done, at this build's own pace
 * (photos done per second of wall time since preparation began, all cores together), before the
 * deadline less a reserve for the rest of the build, which grows with the photos it publishes, and
 * for the deploy. Until the first photo is done there is no pace: one photo per core may start.
 * Once a photo is refused, every later one is: photos are made in the order visitors meet them.
 */

/**
 * The rest of a build after its photos (Gatsby's own work, pages, HTML, the sitemap), with a part
 * for each photo it publishes (its node, its tile records, its share of the pages). Measured on one
 * core with 1000 photos prepared, `netlify` mode, cold otherwise: 92 s, of which about 54 s fixed
 * (docs/performance.md); a host core half as fast (CI here has run 1.9 times as long)
 * makes that 175 s. The reserve, 220 s at 1000 photos, covers it.
 */
const REST_OF_BUILD_SECONDS = 120
const REST_OF_BUILD_SECONDS_PER_PHOTO = 0.1
/** The host's deploy after the build: hashing and uploading the new files. */
const DEPLOY_RESERVE_SECONDS = 60

export interface BudgetSettings {
  /** The build's time limit, null for none. */
  limitSeconds: number | null
  /** When the build began, in milliseconds since 1970 (build-limit.js buildStartedAt). */
  startedAt: number
  /** At most this many photos made in one build (build-limit.js PHOTOS_PER_BUILD), null for no cap. */
  photoCap: number | null
  /** Photos that need no work, already published. */
  current: number
  /** Photos prepared at a time. */
  parallel: number
  now: () => number
}

interface PreparationBudget {
  /** Whether one more photo may start beside those started and not yet done; counts it as started when so. */
  tryStart(): boolean
  /** A photo started is done (made or unreadable). */
  done(): void
}

/** Seconds the build keeps for everything after its photos when it publishes `photos`. */
export const reserveSeconds = (photos: number) =>
  REST_OF_BUILD_SECONDS + REST_OF_BUILD_SECONDS_PER_PHOTO * photos + DEPLOY_RESERVE_SECONDS

export function preparationBudget(settings: BudgetSettings): PreparationBudget {
  const { limitSeconds, startedAt, photoCap, current, parallel, now } = settings
  const began = now()
  let started = 0
  let finished = 0
  let refused = false
  const fits = () => {
    if (limitSeconds === null) return true
    const inFlight = started - finished
    const published = current + started + 1
    const deadline = startedAt + (limitSeconds - reserveSeconds(published)) * 1000
    const elapsed = now() - began
    if (finished === 0) return inFlight < parallel && now() < deadline
    const millisecondsPerPhoto = elapsed / finished
    return now() + (inFlight + 1) * millisecondsPerPhoto <= deadline
  }
  return {
    tryStart() {
      refused ||= (photoCap !== null && started >= photoCap) || !fits()
      if (refused) return false
      started++
      return true
    },
    done() {
      finished++
    },
  }
}
