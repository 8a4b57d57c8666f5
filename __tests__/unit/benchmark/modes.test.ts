import { benchMode } from "../../../benchmark/modes"
import { HOST_BUILD_LIMIT_SECONDS } from "../../../src/host/build-limit"

describe("the bench's modes and flags", () => {
  it("measures the pages without a flag, or with the pages' own", () => {
    expect(benchMode([])).toEqual({ mode: "pages", values: {} })
    expect(benchMode(["--skip-build-timing"])).toEqual({ mode: "pages", values: { "skip-build-timing": true } })
    expect(benchMode(["--real-photos=72"]).values).toEqual({ "real-photos": 72 })
    expect(benchMode(["--edge-photos"]).values).toEqual({ "edge-photos": true })
    expect(benchMode(["--skip-build-timing", "--runs=3"])).toEqual({
      mode: "pages",
      values: { "skip-build-timing": true, runs: 3 },
    })
  })

  it("gives a counting flag without its number the default", () => {
    expect(benchMode(["--real-photos"]).values).toEqual({ "real-photos": 100 })
    expect(benchMode(["--catalogue"])).toEqual({ mode: "catalogue", values: { catalogue: 1000 } })
    expect(benchMode(["--catalogue", "--runs=15", "--cpu=11"]).values).toEqual({ catalogue: 1000, runs: 15, cpu: 11 })
    expect(benchMode(["--scale=200", "--limit"])).toEqual({
      mode: "limited builds",
      values: { scale: 200, limit: HOST_BUILD_LIMIT_SECONDS },
    })
  })

  it("chooses the build's cost with --scale=N, and refuses a retired mode's flag", () => {
    expect(benchMode(["--scale=200"])).toEqual({ mode: "scale", values: { scale: 200 } })
    expect(() => benchMode(["--avif-effort"])).toThrow(/--avif-effort/)
  })

  it("measures the main thread alone, on the routes, rounds and slowdown asked for, beside another build when given one", () => {
    expect(benchMode(["--main-thread"])).toEqual({ mode: "main thread", values: { "main-thread": true } })
    expect(
      benchMode(["--main-thread", "--routes=/,/gallery", "--runs=15", "--against=/tmp/before/public", "--cpu=10"]).values,
    ).toEqual({
      "main-thread": true,
      routes: "/,/gallery",
      runs: 15,
      against: "/tmp/before/public",
      cpu: 10,
    })
    expect(() => benchMode(["--main-thread", "--runs=2"])).toThrow('--runs takes a whole number of runs, 3 or more, not "2"')
    expect(() => benchMode(["--main-thread", "--cpu=0"])).toThrow(
      '--cpu takes a whole number of times slower, 1 or more, not "0"',
    )
    expect(() => benchMode(["--routes=/"])).toThrow("--routes cannot go with the pages mode")
  })

  it("refuses an unknown flag, a number that is not whole or too small, and flags of two modes, saying how to call it", () => {
    expect(() => benchMode(["--catalog=1000"])).toThrow(
      /Unknown option '--catalog'[\s\S]*npm run bench -- --catalogue\[=<photos>\]/,
    )
    expect(() => benchMode(["--scale"])).toThrow(/--scale/)
    expect(() => benchMode(["--real-photos=many"])).toThrow('--real-photos takes a whole number of photos, 1 or more, not "many"')
    expect(() => benchMode(["--catalogue=5"])).toThrow('--catalogue takes a whole number of photos, 10 or more, not "5"')
    expect(() => benchMode(["--catalogue=1000", "--real-photos=20"])).toThrow("--real-photos cannot go with the catalogue mode")
    expect(() => benchMode(["--limit=600"])).toThrow("--limit cannot go with the pages mode")
  })
})
