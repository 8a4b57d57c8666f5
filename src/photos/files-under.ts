import { existsSync, readdirSync } from "node:fs"
import path from "node:path"

/** Every file under `folder` and its subfolders (absolute paths); none for a missing folder. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}
