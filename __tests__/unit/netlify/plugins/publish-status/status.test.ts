/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { OWNER_REPORT_FILE, STATUS_CONTEXT } from "../../../../../src/host/publishing"
import { DESCRIPTION_LIMIT, tell } from "../../../../../netlify/plugins/publish-status/status"
import plugin from "../../../../../netlify/plugins/publish-status"

/**
 * The publish-status build plugin with Netlify's `utils` faked and GitHub's API stubbed: what it
 * posts on the built commit and shows on the deploy page at each stage of a production build.
 */
const COMMIT = "0123456789abcdef0123456789abcdef01234567"
const PRODUCTION = {
  CONTEXT: "production",
  COMMIT_REF: COMMIT,
  REPOSITORY_URL: "https://github.com/owner/contractor-site",
  URL: "https://contractor.example",
  GITHUB_STATUS_TOKEN: "github_pat_test",
}
const STATUSES = `https://api.github.com/repos/owner/contractor-site/statuses/${COMMIT}`

let root: string
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "publish-status-"))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const writeReport = (report: { problems: string[]; warnings: string[] }, commit = COMMIT) => {
  mkdirSync(path.dirname(path.join(root, OWNER_REPORT_FILE)), { recursive: true })
  writeFileSync(path.join(root, OWNER_REPORT_FILE), JSON.stringify({ commit, checkedAt: "", ...report }))
}

/** Runs one stage with a fake `utils`, a stubbed fetch answering `status`, and a log; returns what each saw. */
async function run(
  stage: "pending" | "success" | "failure",
  env: Record<string, string> = PRODUCTION,
  answer: (init: RequestInit) => Promise<Response> = async () => new Response("{}", { status: 201 }),
  timeoutMs?: number,
) {
  const shown: Array<{ title: string; summary: string }> = []
  const posts: Array<{ address: string; body: Record<string, string>; authorization: string }> = []
  const logged: string[] = []
  const fetch = (async (address: string, init: RequestInit) => {
    posts.push({
      address,
      body: JSON.parse(String(init.body)),
      authorization: new Headers(init.headers).get("authorization") ?? "",
    })
    return answer(init)
  }) as typeof globalThis.fetch
  await tell(stage, {
    utils: { status: { show: (message) => shown.push(message) } },
    env,
    fetch,
    log: (line) => logged.push(line),
    root,
    timeoutMs,
  })
  return { shown, posts, logged }
}

describe("the publish-status plugin", () => {
  it("says 'Publishing your change' on the built commit when a production build starts", async () => {
    const { shown, posts } = await run("pending")
    expect(posts).toEqual([
      {
        address: STATUSES,
        body: { state: "pending", description: "Publishing your change", context: STATUS_CONTEXT },
        authorization: "Bearer github_pat_test",
      },
    ])
    expect(shown).toEqual([{ title: "Publishing status", summary: "Publishing your change" }])
  })

  it("says 'Live', linking to the site, once the deploy is live", async () => {
    writeReport({ problems: [], warnings: [] })
    const { posts } = await run("success")
    expect(posts[0].body).toEqual({ state: "success", description: "Live", target_url: PRODUCTION.URL, context: STATUS_CONTEXT })
  })

  it("names the number of warnings and the first with 'Live'", async () => {
    writeReport({
      problems: [],
      warnings: ['content/business.json: field "featuredPhoto" names "deck.jpg", but there is no such photo.', "another"],
    })
    const { posts } = await run("success")
    expect(posts[0].body.description).toBe(
      'Live, 2 warnings: content/business.json: field "featuredPhoto" names "deck.jpg", but there is no such photo.',
    )
  })

  it("says why a build was not published: the report's first problem, cut to GitHub's limit", async () => {
    const problem = `content/services.json: has a comma after the last entry at line 4, column 2. Remove that comma. ${"x".repeat(200)}`
    writeReport({ problems: [problem, "a second problem"], warnings: [] })
    const { posts, shown } = await run("failure")
    expect(posts[0].body.state).toBe("failure")
    expect(posts[0].body.description).toHaveLength(DESCRIPTION_LIMIT)
    expect(posts[0].body.description.startsWith("content/services.json: has a comma after the last entry")).toBe(true)
    expect(posts[0].body.description.endsWith("…")).toBe(true)
    expect(shown[0].summary).toBe(posts[0].body.description)
  })

  it("points to the deploy log when the build stopped before its check, even with an earlier build's report", async () => {
    expect((await run("failure")).posts[0].body.description).toBe("The build stopped: see the deploy log on Netlify.")
    writeReport({ problems: ["content/services.json: an earlier build's problem."], warnings: [] }, "f".repeat(40))
    expect((await run("failure")).posts[0].body.description).toBe("The build stopped: see the deploy log on Netlify.")
  })

  it("says once what to set, and posts nothing, without a token", async () => {
    const withoutToken: Record<string, string> = { ...PRODUCTION }
    delete withoutToken.GITHUB_STATUS_TOKEN
    const started = await run("pending", withoutToken)
    expect(started.posts).toEqual([])
    expect(started.logged).toEqual([expect.stringContaining("set GITHUB_STATUS_TOKEN in Netlify's environment variables")])
    expect((await run("success", withoutToken)).logged).toEqual([])
  })

  it("never fails the build when GitHub refuses the post or cannot be reached", async () => {
    const refused = await run("pending", PRODUCTION, async () => new Response("Bad credentials", { status: 401 }))
    expect(refused.logged).toEqual([expect.stringContaining("GitHub answered 401")])
    const unreachable = await run("pending", PRODUCTION, () => Promise.reject(new Error("getaddrinfo ENOTFOUND api.github.com")))
    expect(unreachable.logged).toEqual([expect.stringContaining("ENOTFOUND")])
    // A GitHub that does not answer holds the build up no longer than the timeout.
    const silent = (init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason)))
    const timedOut = await run("pending", PRODUCTION, silent, 50)
    expect(timedOut.logged).toEqual([
      expect.stringMatching(/^publish-status: could not post the "pending" status \(.*time.*\)\.$/i),
    ])
  })

  it("says nothing for a deploy preview or a branch deploy", async () => {
    for (const context of ["deploy-preview", "branch-deploy"]) {
      const { shown, posts } = await run("pending", { ...PRODUCTION, CONTEXT: context })
      expect({ context, shown, posts }).toEqual({ context, shown: [], posts: [] })
    }
  })

  it("runs from Netlify's events with the build's environment and the platform's fetch", async () => {
    const saved = { ...process.env }
    Object.assign(process.env, PRODUCTION)
    const posted = jest.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 201 }))
    const shown: unknown[] = []
    try {
      await plugin.onPreBuild({ utils: { status: { show: (message: unknown) => shown.push(message) } } })
      expect(posted).toHaveBeenCalledWith(STATUSES, expect.objectContaining({ method: "POST" }))
      expect(shown).toHaveLength(1)
    } finally {
      posted.mockRestore()
      process.env = saved
    }
  })

  it("exports only Netlify's event handlers: starting, deployed, failed", () => {
    expect(Object.keys(plugin).sort()).toEqual(["onError", "onPreBuild", "onSuccess"])
  })
})
