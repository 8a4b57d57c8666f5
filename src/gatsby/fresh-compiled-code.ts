import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter } from "gatsby"

/** Where Gatsby puts gatsby-node.ts (and what it imports) compiled, at the start of every build. */
const COMPILED_FOLDER = path.join(".cache", "compiled")

/**
 * `adapter` with a cache restore that keeps this build's compiled gatsby-node.ts. Gatsby compiles
 * it into .cache/compiled/ first and only then has the adapter restore the previous build's
 * .cache/, that folder included; the query workers then load the previous build's resolvers, so a
 * change to them fails the next warm build ("Cannot return null for non-nullable field") or, worse,
 * builds pages with the old code. This copies the fresh folder aside before the restore and puts
 * it back after it.
 */
export function keepingFreshCompiledCode(adapter: IAdapter, root: string): IAdapter {
  const { cache } = adapter
  if (!cache) return adapter
  return {
    ...adapter,
    cache: {
      ...cache,
      restore: async (context) => {
        const compiled = path.join(root, COMPILED_FOLDER)
        if (!existsSync(compiled)) return cache.restore(context)
        const aside = mkdtempSync(path.join(os.tmpdir(), "compiled-"))
        try {
          cpSync(compiled, aside, { recursive: true })
          const restored = await cache.restore(context)
          rmSync(compiled, { recursive: true, force: true })
          cpSync(aside, compiled, { recursive: true })
          return restored
        } finally {
          rmSync(aside, { recursive: true, force: true })
        }
      },
    },
  }
}
