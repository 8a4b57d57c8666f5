/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { TIME_LIMITS } from "../support/time-limits"
import { spawnSync } from "node:child_process"
import { countingConstants } from "../../../src/gatsby/visit-counting"
import {
  readSettings,
  SETTINGS,
  settingOf,
  siteAddress,
  testReportFolder,
  writeGatsbySettings,
  type SettingName,
} from "../../../src/host/settings"

const ROOT = path.join(__dirname, "../../..")
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8")
const names = Object.keys(SETTINGS) as SettingName[]

describe("docs/settings.md", () => {
  it(
    "is the table npm run docs:settings writes from the code's, row for row",
    () => {
      const check = spawnSync(process.execPath, [path.join(ROOT, "scripts/commands/settings-table.js"), "--check"], {
        encoding: "utf8",
      })
      // On a difference, run npm run docs:settings (scripts/commands/settings-table.js).
      expect({ status: check.status, said: check.stdout + check.stderr }).toEqual({
        status: 0,
        said: "docs/settings.md is current.\n",
      })
    },
    TIME_LIMITS.childProcess,
  )

  it("has a row for every setting", () => {
    const documented = read("docs/settings.md").match(/^\| `[A-Za-z0-9_]+`/gm) ?? []
    expect(documented.map((cell) => cell.slice(3, -1))).toEqual(names)
  })
})

describe("reading the settings", () => {
  it("gives each its value, a blank one as unset, with no line", () => {
    const { values, wrong } = readSettings({
      IMAGE_SERVICE: " netlify ",
      BUILD_LIMIT_SECONDS: "600",
      SITE_URL: "  ",
      NETLIFY: "true",
    })
    expect(values).toMatchObject({ IMAGE_SERVICE: "netlify", BUILD_LIMIT_SECONDS: 600, NETLIFY: true, PORT: 9000 })
    expect(values.SITE_URL).toBeUndefined()
    expect(wrong).toEqual([])
  })

  it("stops on a value that would make the site wrong, with one line naming the setting and what it takes", () => {
    const { values, wrong } = readSettings({ IMAGE_SERVICE: "cloudinary", GATSBY_CONTACT_ENDPOINT: "formspree.io/f/abc" })
    // Read as unset (its default), while the build stops on it.
    expect(values.IMAGE_SERVICE).toBe("build")
    expect(wrong).toEqual([
      {
        name: "IMAGE_SERVICE",
        stops: true,
        line: 'IMAGE_SERVICE is "cloudinary": set it to "build" (the build makes every image file) or "netlify" (Netlify\'s image CDN makes them), or unset.',
      },
      {
        name: "GATSBY_CONTACT_ENDPOINT",
        stops: true,
        line: 'GATSBY_CONTACT_ENDPOINT is "formspree.io/f/abc": set it to a form service\'s http(s) address, such as https://formspree.io/f/your-form-id.',
      },
    ])
    expect(() => settingOf("IMAGE_SERVICE", { IMAGE_SERVICE: "cloudinary" })).toThrow(wrong[0].line)
  })

  it("reads a switch as off unset, blank, false, 0, no or off, and on for any other value", () => {
    for (const off of [undefined, "", " ", "false", "FALSE", "0", "no", "off"]) expect(settingOf("CI", { CI: off })).toBe(false)
    for (const on of ["true", "1", "yes", "anything"]) expect(settingOf("CI", { CI: on })).toBe(true)
  })

  it("takes each default from the table: the image service's, a jest phase's name, the site's address", () => {
    expect(settingOf("IMAGE_SERVICE", {})).toBe("build")
    expect(settingOf("TEST_REPORT_NAME", {})).toBe("all")
    expect(siteAddress({})).toBe("https://www.example.com")
    expect(siteAddress({ NETLIFY: "true", URL: "https://example-contracting.netlify.app/" })).toBe(
      "https://example-contracting.netlify.app",
    )
    expect(
      siteAddress({ NETLIFY: "true", URL: "https://example-contracting.netlify.app", SITE_URL: "https://www.example.org/" }),
    ).toBe("https://www.example.org")
  })

  it("makes the test reports' folder when none is set: a new empty one each time", () => {
    const made = [testReportFolder({}), testReportFolder({ TEST_REPORT_DIR: "" })]
    try {
      expect(made[0]).not.toBe(made[1])
      expect(made.map((folder) => readdirSync(folder))).toEqual([[], []])
    } finally {
      for (const folder of made) rmSync(folder, { recursive: true })
    }
    expect(testReportFolder({ TEST_REPORT_DIR: "/tmp/reports-of-this-run" })).toBe("/tmp/reports-of-this-run")
  })

  it("reports an optional one and reads it as unset, saying what is done instead", () => {
    const { values, wrong } = readSettings({ BUILD_LIMIT_SECONDS: "15m", PHOTOS_PER_BUILD: "ten" })
    expect(values.BUILD_LIMIT_SECONDS).toBeUndefined()
    expect(wrong.map(({ line, stops }) => ({ line, stops }))).toEqual([
      {
        stops: false,
        line: `BUILD_LIMIT_SECONDS is "15m": set it to a whole number of seconds (e.g. 900 for 15 minutes); the build uses the host's limit (900 seconds on Netlify, none elsewhere).`,
      },
      { stops: false, line: 'PHOTOS_PER_BUILD is "ten": set it to a whole number of photos; every photo is made.' },
    ])
    expect(settingOf("BUILD_LIMIT_SECONDS", { BUILD_LIMIT_SECONDS: "15m" })).toBeUndefined()
    expect(readSettings({ PHOTOS_PER_BUILD: "0" }).values.PHOTOS_PER_BUILD).toBe(0)
  })
})

describe("the visitors' scripts", () => {
  it("read no setting: no process.env in the code of the pages, their components and the libraries they load, but the build's constants", () => {
    // What the build writes into the bundle (gatsby-node.ts), read where it decides: no setting read in the browser.
    const buildConstants = new RegExp(
      Object.keys(countingConstants([]))
        .map((name) => name.replace(/\./g, "\\."))
        .join("|"),
      "g",
    )
    const visitorsCode = ["src/pages", "src/templates", "src/components", "src/lib", "src/hooks"].flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx|js)$/.test(file))
        .map((file) => `${folder}/${file}`),
    )
    expect(visitorsCode.length).toBeGreaterThan(50)
    expect(visitorsCode.filter((file) => read(file).replace(buildConstants, "").includes("process.env"))).toEqual([])
  })
})

describe("the settings Gatsby reads itself", () => {
  it("are written once when the config loads, a value already set winning, NETLIFY_LOCAL only off Netlify", () => {
    const local: Record<string, string | undefined> = {}
    writeGatsbySettings(local)
    expect(Number(local.GATSBY_CPU_COUNT)).toBeGreaterThanOrEqual(2)
    expect(local.NETLIFY_LOCAL).toBe("true")
    const hosted: Record<string, string | undefined> = { NETLIFY: "true", GATSBY_CPU_COUNT: "1" }
    writeGatsbySettings(hosted)
    expect(hosted).toEqual({ NETLIFY: "true", GATSBY_CPU_COUNT: "1" })
  })
})
