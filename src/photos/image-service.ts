import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../site-root"
import { settingOf, type Environment, type Settings } from "../host/settings"

/**
 * Who makes the image files the pages point at, chosen by one setting, IMAGE_SERVICE:
 * - "build" (the default everywhere): the build encodes every file itself (tile-files.ts for the
 *   tiles, gatsby-plugin-sharp for the other pictures: sharp-pictures.ts);
 * - "netlify" (netlify.toml sets it for the host's builds): the build makes only each photo's
 *   stripped, upright working copy, its attention-cut tile source and each format's quality, and
 *   the pages point at the host's image CDN, /.netlify/images (netlify-pictures.ts).
 */
export type ImageService = NonNullable<Settings["IMAGE_SERVICE"]>

/**
 * Where a finished build records its image service (under the project's root), so that
 * scripts/test-runner/build-if-stale.js builds again when the tests ask for the other one.
 */
export const BUILT_IMAGE_SERVICE_FILE = ".cache/image-service.txt"

/** The image service the environment asks for (the build's unless told); a value that is neither stops the build with one line. */
export const imageService = (env?: Environment): ImageService => settingOf("IMAGE_SERVICE", env)

/** Records, at the end of a build, the image service it was made with (BUILT_IMAGE_SERVICE_FILE). */
export function recordImageService(service: ImageService, root = ROOT): void {
  const file = path.join(root, BUILT_IMAGE_SERVICE_FILE)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${service}\n`)
}
