import sharp from "sharp"
import { addPhoto, readSiteFile, writeSiteFile } from "../fixture-site"
import type { StageRecipe } from "./recipe"

/**
 * The owner drops unusable files and makes typing mistakes in every kind of content file; the
 * build must stop and say what to do.
 */
export const broken: StageRecipe = {
  what: "unusable files and typing mistakes, a build that stops",
  env: { IMAGE_SERVICE: "build" },
  prepare: async () => {
    addPhoto("edge/truncated-construction-saw-10kb.jpg")
    addPhoto("edge/truncated-png-saw-10kb.png")
    addPhoto("edge/corrupt-data-segment-palms.jpg")
    addPhoto("edge/orientation-8-landscape-waterfall.jpg", "2023/orientation-8-landscape-waterfall.jpg")
    writeSiteFile("content/gallery/estimate.pdf", "%PDF-1.4 not a photo")
    // A second project, its project.json with five mistakes.
    addPhoto("real/hanging-chain-orient8-empty-gps-ifd.jpg", "porch-fix/porch.jpg")
    writeSiteFile(
      "content/gallery/porch-fix/project.json",
      JSON.stringify({ titel: "Porch", town: "Salem", services: ["porch-repairs"], cover: "nope.jpg", before: "porch.jpg" }),
    )
    writeSiteFile("content/gallery/gallery.json", JSON.stringify([{ file: "monastery-facade-plaza-orient6.jpg", captoin: "x" }]))
    const services = readSiteFile("content/services.json").trimEnd()
    writeSiteFile("content/services.json", `${services.slice(0, -1).trimEnd()},\n]\n`)
    writeSiteFile("content/testimonials.json", readSiteFile("content/testimonials.json").replace('"name"', "\u201Cname\u201D"))
    writeSiteFile("content/business.json", readSiteFile("content/business.json").replace('"featuredPhoto"', '"featuredphoto"'))
    // A photo over 400 megapixels: a JPEG whose header says 30000 x 30000.
    const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#777" } })
      .jpeg()
      .toBuffer()
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    jpeg.writeUInt16BE(30000, frame + 5)
    jpeg.writeUInt16BE(30000, frame + 7)
    writeSiteFile("content/gallery/panorama.jpg", jpeg)
  },
}
