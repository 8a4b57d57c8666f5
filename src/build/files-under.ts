import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/** Every file under `folder` and its subfolders (absolute paths); none for a missing folder. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}
