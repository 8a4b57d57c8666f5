import { randomUUID } from "node:crypto"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { REQUESTS_FOLDER } from "./server"

/** A request as scripts/local-host/serve.js keeps it (scripts/local-host/form-requests.js). */
export interface StoredRequest {
  form: string
  page: string
  receivedAt: string
  fields: Record<string, string>
  /** The request's photos, each kept beside it (scripts/local-host/form-requests.js). */
  photos?: Array<{ field: string; file: string; name: string; type: string; bytes: number }>
}

/** A message no other test, worker or run sends, to find the request it went out with. */
export const uniqueMessage = (text: string) => `${text} (${randomUUID()})`

/** The requests the tests' server has kept whose message is `message`. */
export function requestsWithMessage(message: string): StoredRequest[] {
  if (!existsSync(REQUESTS_FOLDER)) return []
  return readdirSync(REQUESTS_FOLDER)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(REQUESTS_FOLDER, file), "utf8")) as StoredRequest)
    .filter((request) => request.fields.message === message)
}
