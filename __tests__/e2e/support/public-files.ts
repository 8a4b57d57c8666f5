import { readdirSync } from "node:fs"
import path from "node:path"

export const PUBLIC = path.join(__dirname, "..", "..", "..", "public")

/** Every file under `folder`, recursively. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name)
    return entry.isDirectory() ? filesUnder(full) : [full]
  })
}

export const builtPages = () => filesUnder(PUBLIC).filter((file) => file.endsWith(".html"))
