import { GALLERY_FOLDER } from "../../contract/gallery-files"

/**
 * The line a build prints of its photos' preparation (in the owner's deploy log): how many photos it
 * prepared (a new or changed photo's working copy and tiles, tiles whose settings changed, or a photo
 * tried and found unreadable) and how many it found up to date, kept from the last build. The bench
 * reads it back from a warm rebuild's output: one new photo must cost one photo's work, whatever the
 * others.
 */
export interface PhotoPreparation {
  prepared: number
  upToDate: number
}

/** "content/gallery: 1 photo prepared, 25 up to date" */
export const preparationLine = ({ prepared, upToDate }: PhotoPreparation) =>
  `${GALLERY_FOLDER}: ${prepared} photo${prepared === 1 ? "" : "s"} prepared, ${upToDate} up to date`

const LINE = new RegExp(`${GALLERY_FOLDER}: (\\d+) photos? prepared, (\\d+) up to date`)

/** The preparation a build's output reports, if it printed its line. */
export function preparationIn(output: string): PhotoPreparation | undefined {
  const match = LINE.exec(output)
  return match ? { prepared: Number(match[1]), upToDate: Number(match[2]) } : undefined
}
