import { createReadStream, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from "node:fs"
import { once } from "node:events"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import type { Page } from "@playwright/test"

/**
 * Hands a real folder on disk to a page as the folder a person picks in the browser's "open
 * folder" dialog (the File System Access API's `showDirectoryPicker`). Headless Chromium cannot
 * show that dialog, so the page gets directory and file handles whose every read and write goes
 * to `root` through functions Playwright exposes: what the page writes lands in real files. A
 * file's content is read from the page's own origin, at FILES_PATH, where the test sends the
 * request on to a server of its own that answers from the folder: the browser receives the bytes
 * as they are. (The editor reads every photo of the gallery when it opens, 20 MB: as text through
 * an exposed function, opening the editor took 7.7 s, now 5.1 s, idle.)
 */

/** Where the page reads a file of the folder: `${FILES_PATH}<path under the folder, each part encoded>`. */
const FILES_PATH = "/__local-folder/"
/** The header carrying a file's time of change, in milliseconds (File's `lastModified`). */
const MODIFIED_HEADER = "x-last-modified-ms"

type Entry = { name: string; kind: "file" | "directory" }

/** The absolute path of `relative` inside `root`; never outside it. */
function inside(root: string, relative: string): string {
  const full = path.resolve(root, relative)
  if (full !== root && !full.startsWith(`${root}${path.sep}`)) throw new Error(`${relative} is outside the folder`)
  return full
}

/** inside(), or undefined for a path outside the folder (the file server answers it 404). */
function insideOrNothing(root: string, relative: string): string | undefined {
  try {
    return inside(root, relative)
  } catch {
    return undefined
  }
}

const kindOf = (full: string): Entry["kind"] | null => {
  try {
    return statSync(full).isDirectory() ? "directory" : "file"
  } catch {
    return null
  }
}

export async function handFolderToPage(page: Page, folder: string): Promise<void> {
  const root = path.resolve(folder)
  await page.exposeFunction("__folderKind", (relative: string) => kindOf(inside(root, relative)))
  await page.exposeFunction("__folderList", (relative: string): Entry[] =>
    readdirSync(inside(root, relative), { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      kind: entry.isDirectory() ? "directory" : "file",
    })),
  )
  const files = createServer((request, response) => {
    const relative = new URL(request.url ?? "/", "http://folder").pathname.slice(1).split("/").map(decodeURIComponent).join("/")
    const full = insideOrNothing(root, relative)
    const stats = full === undefined ? undefined : statSync(full, { throwIfNoEntry: false })
    if (full === undefined || !stats?.isFile()) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { [MODIFIED_HEADER]: String(stats.mtimeMs) })
    createReadStream(full).pipe(response)
  })
  files.listen(0, "127.0.0.1")
  await once(files, "listening")
  page.once("close", () => files.close())
  const { port } = files.address() as AddressInfo
  await page.route(`**${FILES_PATH}**`, (route) =>
    route.continue({ url: `http://127.0.0.1:${port}/${new URL(route.request().url()).pathname.slice(FILES_PATH.length)}` }),
  )
  await page.exposeFunction("__folderWrite", (relative: string, base64: string) => {
    const full = inside(root, relative)
    mkdirSync(path.dirname(full), { recursive: true })
    writeFileSync(full, Buffer.from(base64, "base64"))
  })
  await page.exposeFunction("__folderMakeDirectory", (relative: string) => {
    mkdirSync(inside(root, relative), { recursive: true })
  })
  await page.exposeFunction("__folderMove", (from: string, to: string) => {
    renameSync(inside(root, from), inside(root, to))
  })
  await page.exposeFunction("__folderRemove", (relative: string, recursive: boolean) => {
    const full = inside(root, relative)
    // As the browser's removeEntry(): an empty folder goes without `recursive`, a folder with files needs it.
    if (!recursive && kindOf(full) === "directory") rmdirSync(full)
    else rmSync(full, { recursive })
  })
  await page.addInitScript(installPicker, {
    rootName: path.basename(root),
    filesPath: FILES_PATH,
    modifiedHeader: MODIFIED_HEADER,
  })
}

/** Runs in the page, before its own scripts. */
function installPicker({
  rootName,
  filesPath,
  modifiedHeader,
}: {
  rootName: string
  filesPath: string
  modifiedHeader: string
}): void {
  type Bridge = {
    __folderKind(relative: string): Promise<"file" | "directory" | null>
    __folderList(relative: string): Promise<{ name: string; kind: "file" | "directory" }[]>
    __folderWrite(relative: string, base64: string): Promise<void>
    __folderMakeDirectory(relative: string): Promise<void>
    __folderRemove(relative: string, recursive: boolean): Promise<void>
    __folderMove(from: string, to: string): Promise<void>
  }
  const bridge = window as unknown as Bridge
  const join = (parent: string, name: string) => (parent ? `${parent}/${name}` : name)
  const notFound = (name: string) => new DOMException(`${name} was not found`, "NotFoundError")
  const mismatch = (name: string) => new DOMException(`${name} is of the other kind`, "TypeMismatchError")

  const toBase64 = async (blob: Blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ""
    for (let start = 0; start < bytes.length; start += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
    }
    return btoa(binary)
  }

  /** What files and folders share: a name, a path under the root, and every permission granted. */
  class Handle {
    constructor(
      public name: string,
      public relative: string,
    ) {}
    async queryPermission() {
      return "granted"
    }
    async requestPermission() {
      return "granted"
    }
    async isSameEntry(other: { relative?: string }) {
      return other.relative === this.relative
    }
  }

  class FileHandle extends Handle {
    readonly kind = "file"
    /** move(newName) or move(directory, newName?): renames or moves the file. */
    async move(target: string | { relative: string }, newName?: string) {
      const parent = this.relative.includes("/") ? this.relative.slice(0, this.relative.lastIndexOf("/")) : ""
      const name = typeof target === "string" ? target : (newName ?? this.name)
      const destination = join(typeof target === "string" ? parent : target.relative, name)
      await bridge.__folderMove(this.relative, destination)
      this.name = name
      this.relative = destination
    }
    async getFile(): Promise<File> {
      const response = await fetch(`${filesPath}${this.relative.split("/").map(encodeURIComponent).join("/")}`)
      if (!response.ok) throw notFound(this.name)
      const lastModified = Number(response.headers.get(modifiedHeader))
      return new File([await response.arrayBuffer()], this.name, { lastModified })
    }
    async createWritable() {
      const parts: BlobPart[] = []
      const relative = this.relative
      return {
        async write(data: BlobPart | { type: "write"; data: BlobPart }) {
          const isCommand = typeof data === "object" && "data" in data && (data as { type?: unknown }).type === "write"
          parts.push(isCommand ? (data as { data: BlobPart }).data : (data as BlobPart))
        },
        async truncate() {},
        async seek() {},
        async abort() {},
        async close() {
          await bridge.__folderWrite(relative, await toBase64(new Blob(parts)))
        },
      }
    }
  }

  class DirectoryHandle extends Handle {
    readonly kind = "directory"
    private child(name: string, kind: "file" | "directory") {
      const relative = join(this.relative, name)
      return kind === "directory" ? new DirectoryHandle(name, relative) : new FileHandle(name, relative)
    }
    async *entries(): AsyncGenerator<[string, FileHandle | DirectoryHandle]> {
      for (const { name, kind } of await bridge.__folderList(this.relative)) yield [name, this.child(name, kind)]
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name
    }
    [Symbol.asyncIterator]() {
      return this.entries()
    }
    async getDirectoryHandle(name: string, options: { create?: boolean } = {}) {
      const relative = join(this.relative, name)
      const kind = await bridge.__folderKind(relative)
      if (kind === "file") throw mismatch(name)
      if (kind === null) {
        if (!options.create) throw notFound(name)
        await bridge.__folderMakeDirectory(relative)
      }
      return new DirectoryHandle(name, relative)
    }
    async getFileHandle(name: string, options: { create?: boolean } = {}) {
      const relative = join(this.relative, name)
      const kind = await bridge.__folderKind(relative)
      if (kind === "directory") throw mismatch(name)
      if (kind === null) {
        if (!options.create) throw notFound(name)
        await bridge.__folderWrite(relative, "")
      }
      return new FileHandle(name, relative)
    }
    async removeEntry(name: string, options: { recursive?: boolean } = {}) {
      const relative = join(this.relative, name)
      if ((await bridge.__folderKind(relative)) === null) throw notFound(name)
      await bridge.__folderRemove(relative, options.recursive ?? false)
    }
    async resolve(descendant: { relative: string }) {
      if (this.relative === "") return descendant.relative.split("/")
      return descendant.relative.startsWith(`${this.relative}/`)
        ? descendant.relative.slice(this.relative.length + 1).split("/")
        : null
    }
  }

  Object.assign(window, { showDirectoryPicker: async () => new DirectoryHandle(rootName, "") })
}
