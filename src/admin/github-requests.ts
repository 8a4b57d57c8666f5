/**
 * The strip's requests: GitHub's API, with the signed-in owner's token when there is one, and the
 * live site's /version.json with the site's clock. Each is given the fetch it asks with (in-time.ts
 * gives one with a time limit); what comes back is read by github-answers.ts and
 * src/host/published-version.js.
 */
import { readPublishedVersion, VERSION_PATH } from "../host/published-version"
import { isRateLimited, readAllowance, type GithubReply, type LiveVersion } from "./github-answers"

type Fetch = typeof globalThis.fetch

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}

/** GitHub's reply to `address`, with the owner's token when given; undefined when there was none. */
async function askGithub(address: string, fetch: Fetch, token?: string): Promise<GithubReply | undefined> {
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
export async function askWithToken(address: string, fetch: Fetch, token: string | undefined) {
  const withToken = token ? await askGithub(address, fetch, token) : undefined
  const refused = withToken && [401, 403, 404].includes(withToken.status) && !isRateLimited(withToken)
  return withToken && !refused ? withToken : askGithub(address, fetch)
}

/**
 * The live site's version, and how far the site's clock is ahead of the phone's (its answer's Date,
 * plus its Age when a cache kept it; GitHub's Date is not exposed to a page): the one clock that
 * the times of GitHub and the build are compared with.
 */
export async function askLiveSite(fetch: Fetch, now: Date): Promise<{ live?: LiveVersion; clockOffsetMs?: number }> {
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
