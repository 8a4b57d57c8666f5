import { spawn } from "node:child_process"
import { once } from "node:events"
import path from "node:path"

/**
 * scripts/local-host/serve.js (npm start) over the built site in `root`, in a process of its own, as the owner
 * runs it: its image CDN's ipx loads sharp with an import() that jest's module system does not
 * take. `folder` holds its image cache and its requests. Resolves once it listens, with its address.
 */
export async function startServeProcess(root: string, folder: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const serve = path.join(__dirname, "..", "..", "..", "scripts", "local-host", "serve.js")
  const args = ["--root", root, "--port", "0", "--image-cache", path.join(folder, "image-cache"), "--requests", folder]
  const server = spawn(process.execPath, [serve, ...args])
  let printed = ""
  while (!/http:\/\/\S+/.test(printed)) {
    const [chunk] = (await once(server.stdout, "data")) as [Buffer]
    printed += chunk.toString()
  }
  return {
    url: (/http:\/\/\S+/.exec(printed) ?? [""])[0],
    stop: async () => {
      server.kill()
      if (server.exitCode === null) await once(server, "exit")
    },
  }
}
