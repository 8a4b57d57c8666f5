import { copyFileSync, existsSync, mkdirSync } from "node:fs"
import path from "node:path"
import { ROOT } from "../site-root"

/**
 * Publishes `file` (a photo's tile, tile source or working copy) under `public/static/<digest>/`,
 * the folder gatsby-plugin-sharp uses for the photo's other images (`digest`: its working copy's
 * content digest), so that prune-derivatives.ts removes it with the rest when the photo goes.
 * Returns its address on the site.
 */
export function publishFile(file: string, digest: string): string {
  const folder = path.join(ROOT, "public", "static", digest)
  const name = path.basename(file)
  mkdirSync(folder, { recursive: true })
  const target = path.join(folder, name)
  if (!existsSync(target)) copyFileSync(file, target)
  return `/static/${digest}/${name}`
}
