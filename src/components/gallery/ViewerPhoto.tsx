import React, { useLayoutEffect, useState, type CSSProperties, type ReactNode, type RefObject } from "react"
import { viewerImageSizes } from "../../lib/gallery-view"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { aspectRatioOf, type GalleryItem } from "./types"
import { viewTransform, WHOLE, type View } from "./viewer-view"
import * as styles from "./GalleryViewer.module.css"

/** Where a photo is in the viewer: the one shown (0), or waiting a screen before (-1) or after (1) it. */
export type SlidePlace = -1 | 0 | 1

interface ViewerPhotoProps {
  item: GalleryItem
  place: SlidePlace
  /** The shown photo's frame (what the viewer's zoom and gestures measure and move): the photo shown holds it. */
  frame: RefObject<HTMLDivElement>
  /** Called once the frame is on the page when the photo is shown from the start (the dialog's portal mounts its content after the viewer's own first effects). */
  onShown: (frame: HTMLDivElement) => void
  /** The tapped tile's file, already on the phone (when this photo's tile opened the viewer). */
  tileFile: string | null
  /** How far the shown photo is zoomed and moved (viewer-view.ts). */
  view: View
  /** The shown photo's caption. */
  children?: ReactNode
}

/** A photo's frame in the viewer, the photo's shape, with its colour (the frame's ::before draws it). */
const frameStyle = (item: GalleryItem): CSSProperties =>
  ({ aspectRatio: String(aspectRatioOf(item.large)), "--photo-colour": item.grid.backgroundColor }) as CSSProperties

const PLACE_CLASS: Record<SlidePlace, string> = {
  [-1]: `${styles.waiting} ${styles.before}`,
  0: "",
  1: `${styles.waiting} ${styles.after}`,
}

/**
 * A photo in the viewer: the one shown, with its caption, or a neighbour waiting a screen to its
 * side (hidden from assistive technology), whose large file loads meanwhile and which a drag slides
 * in. The same element moves from waiting to shown (the viewer keys it by photo), so a neighbour
 * comes in already decoded. Its frame is in the photo's shape and colour; the tapped tile's pixels
 * sit where the tile is in the photo until the large file, sized to the screen, replaces them once
 * decoded. Zoomed, the photo asks for files as large as the zoom shows (up to the largest made).
 */
export function ViewerPhoto({ item, place, frame, onShown, tileFile, view, children }: ViewerPhotoProps) {
  const [decoded, setDecoded] = useState(false)
  const shown = place === 0
  useLayoutEffect(() => {
    if (shown && frame.current) onShown(frame.current)
    // Once, as the photo shown first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const aspectRatio = aspectRatioOf(item.large)
  const width = viewerImageSizes(aspectRatio)
  const drawn = shown ? view : WHOLE
  return (
    // The figure is as wide as the photo is shown, so a long caption wraps under it and the overlay centres both.
    <figure className={`${styles.figure} ${PLACE_CLASS[place]}`} style={{ width }} aria-hidden={shown ? undefined : true}>
      {/* Its gestures are bound from script (ViewerGestures); the keyboard has + and - and the zoom button (GalleryViewer). */}
      <div
        ref={shown ? frame : undefined}
        className={styles.frame}
        style={frameStyle(item)}
        onDragStart={(event) => event.preventDefault()}
      >
        <div className={styles.zoom} style={drawn.scale > 1 ? { transform: viewTransform(drawn) } : undefined}>
          {shown && tileFile && item.tileBox && (
            // The tapped tile's pixels where they sit in the photo: decorative, the large file's alt names the photo.
            <img
              src={tileFile}
              alt=""
              aria-hidden="true"
              className={styles.tapped}
              style={{
                left: `${item.tileBox.left * 100}%`,
                top: `${item.tileBox.top * 100}%`,
                width: `${item.tileBox.width * 100}%`,
                height: `${item.tileBox.height * 100}%`,
              }}
            />
          )}
          <ResponsivePicture
            image={item.large}
            alt={shown ? item.alt : ""}
            sizes={drawn.scale > 1 ? `calc(${width} * ${Math.ceil(drawn.scale)})` : width}
            loading="eager"
            className={`${styles.image} ${styles.large}`}
            style={{ opacity: decoded ? 1 : 0 }}
            onLoad={(event) => {
              // Shown once decoded, so it never replaces the tile with a half-drawn picture.
              void event.currentTarget
                .decode()
                .catch(() => undefined)
                .then(() => setDecoded(true))
            }}
          />
        </div>
      </div>
      {shown && children}
    </figure>
  )
}
