/**
 * Every sentence the publishing strip above the editor can show, in one table, each with the
 * example the owner's guide shows it at (docs/owner-guide.md, "See it live": a save at 14:02, the
 * live site built at 14:05, a build published at 14:07, GitHub's allowance back at 14:20). Its
 * test holds the guide's table to this one both ways: a sentence cannot land without its row.
 * Times come in as the owner reads them ("14:05"); what varies else is said beside each entry.
 */

/** What the strip can say of a build's silence, and where to look: it cannot tell the causes apart. */
const SILENCE_CAUSES =
  "the status token in Netlify missing or expired, GitHub not answering the build, or a build that never started: the deploy log in Netlify (Deploys) shows which (docs/putting-online.md, step 7)"

/** One sentence: how it is said, and the example it is shown at in the owner's guide. */
const entry = <Parts extends string[]>(say: (...parts: Parts) => string, ...example: NoInfer<Parts>) => ({ say, example })

/** Parts of sentences: what the live site shows, said before or after what the strip knows. */
export const PARTS = {
  /** `warnings`: " (1 warning: …)", or nothing. */
  shows: (version: string, warnings: string) => `The site shows the version of ${version}${warnings}. `,
  stillShows: (version: string) => ` The site still shows the version of ${version}.`,
}

/** Every sentence the strip shows. `warnings` is PARTS.shows's; `shows` and `stillShows` are the parts, or nothing. */
export const SENTENCES = {
  /** Written by the build, until the first check ends. */
  checking: entry(() => "Checking whether your last save is live…"),
  saved: entry(() => "Saved, not yet published"),
  waiting: entry((save: string) => `Waiting for Netlify to build your save of ${save}`, "14:02"),
  /** `running`: the save whose build runs ahead (the live one's own next photo build too). */
  queued: entry(
    (running: string, save: string) => `Waiting for Netlify to finish the build of ${running}; yours (${save}) builds next.`,
    "14:02",
    "14:09",
  ),
  publishing: entry((since: string) => `Publishing… since ${since}`, "14:02"),
  live: entry((since: string, warnings: string) => `Live since ${since}${warnings}`, "14:05", " (1 warning: …)"),
  liveWithoutStatus: entry(
    (since: string, warnings: string) =>
      `Live since ${since}${warnings}. Its build's status did not reach GitHub: it can be ${SILENCE_CAUSES}.`,
    "14:05",
    "",
  ),
  /** The live save's next photo build failed or stopped: the photos it was adding follow with no build now. */
  photosFailed: entry(
    (since: string) => `Live since ${since}. The build adding the remaining photos failed: see the deploy log in Netlify.`,
    "14:05",
  ),
  /** `line`: the build's one line of why. */
  notPublished: entry(
    (line: string, stillShows: string) => `Not published: ${line}.${stillShows}`,
    "<one line>",
    PARTS.stillShows("14:05"),
  ),
  stopped: entry(
    (stillShows: string) => `The build stopped without finishing: see the deploy log in Netlify.${stillShows}`,
    PARTS.stillShows("14:05"),
  ),
  behind: entry(
    (published: string, version: string) =>
      `Published at ${published}, but the site still shows the version of ${version}: in Netlify, check Deploys (the published deploy, auto-publishing).`,
    "14:07",
    "14:05",
  ),
  publishedUnread: entry(
    (published: string) =>
      `Published at ${published}, but the live site's version (/version.json) cannot be read: open the site to check.`,
    "14:07",
  ),
  silence: entry(
    (save: string, minutes: string) =>
      `No build has reported on your save of ${save} in ${minutes} minutes. It can be ${SILENCE_CAUSES}.`,
    "14:02",
    "26",
  ),
  /** GitHub refuses for its allowance: the last sentence it answered, kept (`said`), or what the site shows. */
  refusedKeeping: entry((said: string, until: string) => `${said} (cannot check again before ${until})`, "…", "14:20"),
  refused: entry(
    (shows: string, until: string) => `${shows}Cannot check later saves before ${until}.`,
    PARTS.shows("14:05", ""),
    "14:20",
  ),
  unavailable: entry((shows: string) => `${shows}Cannot check later saves right now.`, PARTS.shows("14:05", "")),
  unknown: entry(() => "Cannot check right now"),
  hidden: entry(
    (shows: string) =>
      `${shows}Later saves cannot be checked from here: GitHub shows them only to an owner signed in with a token that may read "Commit statuses", and only on the branch the site builds (CMS_BRANCH). See docs/putting-online.md, step 4.`,
    PARTS.shows("14:05", ""),
  ),
  /** `name`: which build the editor is on ("a deploy preview"). */
  preview: entry(
    (name: string) => `This editor is on ${name}, not the live site: nothing is checked here. The live site's editor:`,
    "a deploy preview",
  ),
}
