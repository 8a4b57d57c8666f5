import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import sharp from "sharp"
import { tileBoxOf, type TileBox } from "../../../../src/photos/encoding/tile-box"
import { keepTileBox } from "../../../../src/photos/encoding/tile-files"
import { TILE_RECORD_FILE } from "../../../../src/photos/photo-rules"
import { TIME_LIMITS } from "../../support/time-limits"

jest.setTimeout(TIME_LIMITS.photoWork)

describe("tileBoxOf", () => {
  it("places a tile cut from a wide photo by its left offset, and from a tall one by its top", () => {
    expect(
      tileBoxOf({ width: 1600, height: 900 }, { width: 800, height: 600 }, { cropOffsetLeft: -200, cropOffsetTop: 0 }),
    ).toEqual({
      left: 0.1875,
      top: 0,
      width: 0.75,
      height: 1,
    })
    expect(
      tileBoxOf({ width: 1200, height: 1800 }, { width: 800, height: 600 }, { cropOffsetLeft: 0, cropOffsetTop: -466 }),
    ).toEqual({
      left: 0,
      top: 0.3883,
      width: 1,
      height: 0.5,
    })
  })

  it("is the whole photo when nothing was cut (a 4:3 photo: sharp reports no offsets)", () => {
    expect(tileBoxOf({ width: 4032, height: 3024 }, { width: 1080, height: 810 }, {})).toEqual({
      left: 0,
      top: 0,
      width: 1,
      height: 1,
    })
  })
})

describe("keepTileBox", () => {
  let folder: string
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "tile-box-"))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))

  /** A 1800x900 dark photo with a busy, bright patch on its right: attention cuts there. */
  async function photoWithPatchOnTheRight(): Promise<string> {
    const noise = Buffer.alloc(400 * 400 * 3)
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251
    const file = path.join(folder, "copy.jpg")
    await sharp({ create: { width: 1800, height: 900, channels: 3, background: "#202020" } })
      .composite([
        {
          input: await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
            .png()
            .toBuffer(),
          left: 1350,
          top: 250,
        },
      ])
      .jpeg({ quality: 95 })
      .toFile(file)
    return file
  }

  /** Mean difference of two pictures, each made 64x48 grey. */
  async function difference(a: Buffer, b: Buffer): Promise<number> {
    const small = (picture: Buffer) => sharp(picture).resize(64, 48, { fit: "fill" }).greyscale().raw().toBuffer()
    const [x, y] = await Promise.all([small(a), small(b)])
    return x.reduce((sum, value, index) => sum + Math.abs(value - y[index]), 0) / x.length
  }

  const region = (box: TileBox, width: number, height: number) => ({
    left: Math.round(box.left * width),
    top: Math.round(box.top * height),
    width: Math.round(box.width * width),
    height: Math.round(box.height * height),
  })

  it("adds to a record made before boxes were kept where sharp's attention cut its tile, and changes nothing else", async () => {
    const copy = await photoWithPatchOnTheRight()
    const record = { settings: "today", backgroundColor: "#808080", search: {}, files: [{ name: "a.avif" }] }
    writeFileSync(path.join(folder, TILE_RECORD_FILE), JSON.stringify(record))

    expect(await keepTileBox(copy, folder)).toBe(true)
    const { box, ...rest } = JSON.parse(readFileSync(path.join(folder, TILE_RECORD_FILE), "utf8")) as { box: TileBox }
    expect(rest).toEqual(record)
    expect(box.left).toBeGreaterThan(0.3)
    expect(box.height).toBe(1)

    // The photo cut at the box is the tile sharp cuts; a cut from the middle is not.
    const tile = await sharp(copy).resize(1080, 810, { fit: "cover", position: sharp.strategy.attention }).toBuffer()
    const atBox = await sharp(copy)
      .extract(region(box, 1800, 900))
      .toBuffer()
    const inMiddle = await sharp(copy)
      .extract(region({ ...box, left: (1 - box.width) / 2 }, 1800, 900))
      .toBuffer()
    expect(await difference(atBox, tile)).toBeLessThan(3)
    expect(await difference(inMiddle, tile)).toBeGreaterThan(10)

    // Kept once: a record with its box is left as it is.
    expect(await keepTileBox(copy, folder)).toBe(false)
  })
})
