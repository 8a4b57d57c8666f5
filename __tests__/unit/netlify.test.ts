import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"
import { imageService } from "../../src/photos/image-service"
import { PREPARED_PHOTOS_FOLDER } from "../../src/photos/photo-rules"

/**
 * The host's configuration (netlify.toml): it must parse, build the site the way docs/putting-online.md says,
 * publish what the build writes, and keep the image work between builds.
 */
const ROOT = path.join(__dirname, "..", "..")
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8")

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> }
  plugins: { package: string }[]
}
const netlify = parse(read("netlify.toml")) as unknown as NetlifyConfig

/** The build command docs/putting-online.md gives for a host, in its "Build command: `...`" line. */
const guideBuildCommand = () => read("docs/putting-online.md").match(/Build command: `([^`]+)`/)?.[1]

describe("netlify.toml", () => {
  it("builds with the guide's build command and publishes public/", () => {
    expect(guideBuildCommand()).toBeDefined()
    expect(netlify.build.command).toBe(guideBuildCommand())
    expect(netlify.build.publish).toBe("public")
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts
    expect(scripts[netlify.build.command.replace(/^npm run /, "")]).toBe("gatsby build")
  })

  it("builds on the one Node the project pins (.nvmrc, which the host reads), inside engines' range, with its line's types", () => {
    const pinned = read(".nvmrc").trim()
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    const major = Number(pinned.split(".")[0])
    // No second pin beside it: two can disagree.
    expect(netlify.build.environment.NODE_VERSION).toBeUndefined()
    const { engines, devDependencies } = JSON.parse(read("package.json")) as {
      engines: { node: string }
      devDependencies: Record<string, string>
    }
    const [, from, below] = /^>=(\d+) <(\d+)$/.exec(engines.node) ?? []
    expect(Number(from)).toBeLessThan(major)
    expect(Number(below)).toBeGreaterThan(major)
    expect(devDependencies["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`))
  })

  it("tells the owner whether each save went live through the site's publish-status plugin", () => {
    const plugin = netlify.plugins.find((entry) => entry.package === "./netlify/plugins/publish-status")
    expect(plugin).toBeDefined()
    expect(read(path.join(plugin?.package ?? "", "manifest.yml"))).toMatch(/^name: publish-status$/m)
  })

  it("starts the next build by itself while photos wait, through the site's next-photo-build plugin", () => {
    const plugin = netlify.plugins.find((entry) => entry.package === "./netlify/plugins/next-photo-build")
    expect(plugin).toBeDefined()
    expect(read(path.join(plugin?.package ?? "", "manifest.yml"))).toMatch(/^name: next-photo-build$/m)
  })

  it("has the host's image CDN make the image files", () => {
    expect(imageService(netlify.build.environment)).toBe("netlify")
  })

  it("keeps the photos' working copies between builds, failed ones too, leaving .cache/ and public/ to Gatsby's Netlify adapter", async () => {
    const plugin = netlify.plugins.find((entry) => entry.package.startsWith("./"))
    expect(plugin).toBeDefined()
    const events = (await import(path.join(ROOT, plugin?.package ?? ""))) as Record<string, (args: unknown) => Promise<void>>
    const calls: string[] = []
    const cache = (restored: boolean) => ({
      restore: async (folders: string[]) => {
        calls.push(`restore ${folders.sort().join(" ")}`)
        return restored
      },
      save: async (folders: string[]) => void calls.push(`save ${folders.sort().join(" ")}`),
    })
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    const netlifyConfig = { build: { environment: {} as Record<string, string> } }
    const before = Date.now()
    await events.onPreBuild({ utils: { cache: cache(false) }, netlifyConfig })
    // It records when the build reached it, for the build's time limit (the host does not say when a build began).
    const recorded = Number(netlifyConfig.build.environment.BUILD_STARTED_AT)
    expect(recorded).toBeGreaterThanOrEqual(before)
    expect(recorded).toBeLessThanOrEqual(Date.now())
    expect(process.env.BUILD_STARTED_AT).toBe(String(recorded))
    delete process.env.BUILD_STARTED_AT
    await events.onError({ utils: { cache: cache(false) } })
    await events.onPreBuild({ utils: { cache: cache(true) } })
    await events.onPostBuild({ utils: { cache: cache(true) } })
    const kept = PREPARED_PHOTOS_FOLDER
    expect(calls).toEqual([`restore ${kept}`, `save ${kept}`, `restore ${kept}`, `save ${kept}`])
    // The deploy log says whether the cache held the folder, which is how the owner checks that a failed build's was kept.
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^keep-warm-build: no \.prepared-photos\/ in the build cache/),
      expect.stringMatching(/^keep-warm-build: restored \.prepared-photos\//),
    ])
    log.mockRestore()
    // Netlify takes every export of a plugin for an event handler.
    expect(Object.keys(events).filter((name) => name !== "default")).toEqual(["onPreBuild", "onPostBuild", "onError"])
  })
})
