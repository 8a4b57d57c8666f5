/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { OWNER_REPORT_FILE } from "../../../../../src/host/publishing"
import { MAX_CHAIN, startNextBuild } from "../../../../../netlify/plugins/next-photo-build/next-build"
import plugin from "../../../../../netlify/plugins/next-photo-build"

/**
 * The next-photo-build plugin after a deploy went live, with the owner's report written, the build
 * hook stubbed: whether it starts the next build, with what, and what it says when it does not.
 */
const COMMIT = "0123456789abcdef0123456789abcdef01234567"
const HOOK = "https://api.netlify.com/build_hooks/5f1e2d3c4b5a69788796a5b4"
const PRODUCTION = { CONTEXT: "production", COMMIT_REF: COMMIT, PHOTOS_BUILD_HOOK: HOOK }

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "next-build-"))
  mkdirSync(path.dirname(path.join(root, OWNER_REPORT_FILE)), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const writeReport = (photos: { photosWaiting: number; photosOnSite?: number }, commit = COMMIT) =>
  writeFileSync(
    path.join(root, OWNER_REPORT_FILE),
    JSON.stringify({ commit, checkedAt: "", problems: [], warnings: [], ...photos }),
  )

interface Call {
  address: string
  body: unknown
}

/** Runs the plugin's step with `env`, the hook answering `answer`; returns whether it started a build, the calls and the log. */
async function run(
  env: Record<string, string>,
  answer: (init?: RequestInit) => Promise<Response> = async () => new Response("", { status: 200 }),
  timeoutMs?: number,
) {
  const calls: Call[] = []
  const log: string[] = []
  const fetch = (async (address: string, init?: RequestInit) => {
    calls.push({ address, body: JSON.parse(String(init?.body)) })
    return answer(init)
  }) as typeof globalThis.fetch
  const started = await startNextBuild({ env, fetch, log: (line) => log.push(line), root, timeoutMs })
  return { started, calls, log }
}

describe("starting the next build while photos wait", () => {
  it("asks the hook once, with a title and the chain in its body, after a production build that left photos waiting", async () => {
    writeReport({ photosWaiting: 688, photosOnSite: 312 })
    const { started, calls, log } = await run(PRODUCTION)
    expect(started).toBe(true)
    expect(calls).toEqual([
      {
        address: `${HOOK}?trigger_title=${encodeURIComponent(`Publishing 688 waiting photos (build 1 of at most ${MAX_CHAIN})`)}`,
        body: { depth: 1, photosOnSite: 312 },
      },
    ])
    expect(log).toEqual([
      `next-photo-build: started the next build: Publishing 688 waiting photos (build 1 of at most ${MAX_CHAIN}).`,
    ])
  })

  it("goes on with a chain the hook started while each build publishes more", async () => {
    writeReport({ photosWaiting: 300, photosOnSite: 700 })
    const { calls } = await run({ ...PRODUCTION, INCOMING_HOOK_BODY: JSON.stringify({ depth: 2, photosOnSite: 500 }) })
    expect(calls.map((call) => call.body)).toEqual([{ depth: 3, photosOnSite: 700 }])
  })

  it("stops a chain whose last build published no more photos, and says where to look", async () => {
    writeReport({ photosWaiting: 300, photosOnSite: 700 })
    const { started, calls, log } = await run({
      ...PRODUCTION,
      INCOMING_HOOK_BODY: JSON.stringify({ depth: 2, photosOnSite: 700 }),
    })
    expect([started, calls]).toEqual([false, []])
    expect(log).toEqual([
      "next-photo-build: this build published no more photos than the one before it (700): see the deploy log for what took its time.",
    ])
  })

  it(`stops after ${MAX_CHAIN} builds in a row`, async () => {
    writeReport({ photosWaiting: 300, photosOnSite: 700 })
    const { calls, log } = await run({
      ...PRODUCTION,
      INCOMING_HOOK_BODY: JSON.stringify({ depth: MAX_CHAIN, photosOnSite: 600 }),
    })
    expect(calls).toEqual([])
    expect(log[0]).toMatch(new RegExp(`^next-photo-build: ${MAX_CHAIN} builds in a row`))
  })

  it.each([
    ["a deploy preview", { ...PRODUCTION, CONTEXT: "deploy-preview" }, { photosWaiting: 5, photosOnSite: 5 }],
    ["a build with no photo waiting", PRODUCTION, { photosWaiting: 0 }],
  ])("starts nothing and says nothing after %s", async (_, env, photos) => {
    writeReport(photos)
    expect(await run(env)).toEqual({ started: false, calls: [], log: [] })
  })

  it("starts nothing on an earlier build's report, restored with the cache", async () => {
    writeReport({ photosWaiting: 5, photosOnSite: 5 }, "f".repeat(40))
    expect(await run(PRODUCTION)).toEqual({ started: false, calls: [], log: [] })
  })

  it("says what starts the next build when no hook is set, and when the setting is not a hook's address", async () => {
    writeReport({ photosWaiting: 5, photosOnSite: 5 })
    const withoutHook: Record<string, string> = { ...PRODUCTION }
    delete withoutHook.PHOTOS_BUILD_HOOK
    expect((await run(withoutHook)).log).toEqual([
      `next-photo-build: 5 photos wait for the next build: it starts with the next save, the editor's publish button or "Trigger deploy" in Netlify, or by itself once PHOTOS_BUILD_HOOK is set (docs/putting-online.md).`,
    ])
    const wrong = await run({ ...PRODUCTION, PHOTOS_BUILD_HOOK: "https://example.com/hook" })
    expect(wrong.calls).toEqual([])
    expect(wrong.log).toEqual([
      `next-photo-build: PHOTOS_BUILD_HOOK is "https://example.com/hook": set it to a Netlify build hook's address (https://api.netlify.com/build_hooks/...); no build is started by itself.`,
    ])
  })

  it("never fails the build: a refusal, a network error and a hook that does not answer are each one line", async () => {
    writeReport({ photosWaiting: 5, photosOnSite: 5 })
    const refused = await run(PRODUCTION, async () => new Response("", { status: 404 }))
    expect([refused.started, refused.log]).toEqual([
      false,
      [`next-photo-build: the build hook answered 404; check PHOTOS_BUILD_HOOK.`],
    ])
    const offline = await run(PRODUCTION, async () => Promise.reject(new TypeError("fetch failed")))
    expect(offline.log).toEqual(["next-photo-build: could not start the next build (fetch failed)."])
    const silent = (init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))
    const timedOut = await run(PRODUCTION, silent, 50)
    expect(timedOut.started).toBe(false)
    expect(timedOut.log[0]).toMatch(/^next-photo-build: could not start the next build \(.*time.*\)\.$/i)
  })

  it("runs once a build, after the deploy is live", () => {
    expect(Object.keys(plugin)).toEqual(["onSuccess"])
  })
})
