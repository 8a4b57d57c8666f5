/**
 * The signed-in owner's GitHub token, as the editor keeps it: Sveltia CMS stores the signed-in
 * user as JSON in localStorage under EDITOR_USER_KEY, its `token` included (OAuth scope `repo`,
 * which reads commit statuses of a private repository too). Before sign-in the entry has no
 * token, after sign-out it is `{}`, and the local-folder workflow has none: then undefined. Only
 * an account of Sveltia's GitHub backend gives its token: the strip sends it to api.github.com, and
 * another host's token (were the editor's backend ever changed) must never go there.
 * Read at every check, so a sign-in or sign-out in the editor counts from the next one.
 * __tests__/unit/admin/editor-token.test.ts pins the key and the field in the editor's own file.
 */
export const EDITOR_USER_KEY = "sveltia-cms.user"
/** Sveltia's name for its GitHub backend, as it stores it in the account's `backendName`. */
const GITHUB_BACKEND = "github"

export function editorToken(storage: Pick<Storage, "getItem">): string | undefined {
  try {
    const user: unknown = JSON.parse(storage.getItem(EDITOR_USER_KEY) ?? "null")
    if (typeof user !== "object" || user === null || !("token" in user) || !("backendName" in user)) return undefined
    if (user.backendName !== GITHUB_BACKEND) return undefined
    return typeof user.token === "string" && user.token.trim() !== "" ? user.token : undefined
  } catch {
    return undefined
  }
}
