import { GalleryViewer } from "./GalleryViewer"
import { answerTap, rehearseTap } from "./tapped-shade"

/** What a page with a grid fetches once it is idle (Gallery.tsx): the viewer, and the shade a tap draws before it. */
export const viewerCode = { GalleryViewer, answerTap, rehearseTap }
