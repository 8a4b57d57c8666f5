import { execFileSync } from "node:child_process"
import { createRequire } from "node:module"
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { Reporter } from "gatsby"
import { cmsConfig } from "../cms/cms-config"
import { ROOT } from "../site-root"
import { siteContent } from "./site-content"
import { siteIdentity } from "./site-identity"
import { siteUrlFromEnvironment } from "./site-url"

/**
 * Publishes the owner's editor at /admin/: Sveltia CMS, served from this site's own files (copied
 * from its npm package at every build, never loaded from a CDN), configured from the content
 * contract (src/cms/cms-config.ts). It is a page of its own, outside Gatsby: no byte of it is in
 * any public page's JavaScript. It is kept out of search engines by a robots meta tag, the
 * X-Robots-Tag header and robots.txt, and is in no sitemap.
 */

export const EDITOR_PATH = "/admin/"

/** "owner/name" from a GitHub address: https://github.com/owner/name(.git) or git@github.com:owner/name.git. */
export const githubRepository = (address: string | undefined) =>
  address?.trim().match(/github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/)?.[1]

function originRemote(): string | undefined {
  try {
    return execFileSync("git", ["config", "--get", "remote.origin.url"], { cwd: ROOT, encoding: "utf8" })
  } catch {
    return undefined
  }
}

/**
 * The repository the editor commits to: CMS_GITHUB_REPOSITORY ("owner/name") when set, else the
 * one Netlify builds from (REPOSITORY_URL), else the checkout's own origin.
 */
function editorRepository(): string | undefined {
  return (
    process.env.CMS_GITHUB_REPOSITORY?.trim() || githubRepository(process.env.REPOSITORY_URL) || githubRepository(originRemote())
  )
}

const editorPage = (businessName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Editor · ${businessName.replace(/[<>&"]/g, "")}</title>
    <script type="module" src="${EDITOR_PATH}editor.js"></script>
  </head>
  <body></body>
</html>
`

export function publishEditor(publicFolder: string, reporter: Pick<Reporter, "warn">): void {
  const folder = path.join(publicFolder, EDITOR_PATH)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  // The package's browser build: its script, the chunks and assets it loads on demand (HEIC
  // decoding, WebP encoding, fonts) and its translations, which it finds beside it.
  const cmsEntry = createRequire(path.join(ROOT, "package.json")).resolve("@sveltia/cms")
  const cmsPackage = path.resolve(path.dirname(cmsEntry), "..")
  const withoutSourceMaps = (source: string) => !source.endsWith(".map")
  cpSync(path.join(cmsPackage, "npm"), path.join(folder, "sveltia"), { recursive: true, filter: withoutSourceMaps })
  cpSync(path.join(cmsPackage, "locales"), path.join(folder, "locales"), { recursive: true })

  let repository = editorRepository()
  if (!repository) {
    repository = "your-account/your-site"
    reporter.warn(
      `The editor at ${EDITOR_PATH} does not know the site's GitHub repository, so it can only open a folder on this computer. Set CMS_GITHUB_REPOSITORY=owner/name when building (see README.md, "Publishing from your phone").`,
    )
  }
  const content = siteContent()
  const config = cmsConfig({
    repository,
    branch: process.env.CMS_BRANCH?.trim() || process.env.BRANCH?.trim() || "main",
    siteUrl: siteUrlFromEnvironment(),
    services: content.services ?? [],
  })
  writeFileSync(
    path.join(folder, "editor.js"),
    `import CMS from "./sveltia/index.js"\n\nCMS.init({ config: ${JSON.stringify(config, null, 2)} })\n`,
  )
  writeFileSync(path.join(folder, "index.html"), editorPage(siteIdentity(content).name))
}
