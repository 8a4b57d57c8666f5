import React, { useLayoutEffect, useState, type CSSProperties, type RefObject } from "react"
import { viewerImageSizes } from "../../lib/gallery-view"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { aspectRatioOf, type GalleryItem } from "./types"
import type { View } from "./viewer-view"
import * as styles from "./GalleryViewer.module.css"

interface ViewerPhotoProps {
  item: GalleryItem
  /** The photo's frame (what the viewer's zoom and gestures measure and move). */
  frame: RefObject<HTMLDivElement>
  /** Called once the frame is on the page (the dialog's portal mounts its content after the viewer's own first effects). */
  onShown: (frame: HTMLDivElement) => void
  /** The tapped tile's file, already on the phone (when this photo's tile opened the viewer). */
  tileFile: string | null
  /** How far the photo is zoomed and moved (viewer-view.ts). */
  view: View
}

/** A photo's frame in the viewer, the photo's shape, with its colour (the frame's ::before draws it). */
export const frameStyle = (item: GalleryItem): CSSProperties =>
  ({ aspectRatio: String(aspectRatioOf(item.large)), "--photo-colour": item.grid.backgroundColor }) as CSSProperties

/**
 * The viewer's photo: its frame in the photo's shape and colour; the tapped tile's pixels where
 * the tile sits in the photo, until the large file, sized to the screen, replaces them once
 * decoded. Zoomed, the photo asks for files as large as the zoom shows (up to the largest made).
 */
export function ViewerPhoto({ item, frame, onShown, tileFile, view }: ViewerPhotoProps) {
  const [loadedId, setLoadedId] = useState<string | null>(null)
  useLayoutEffect(() => {
    if (frame.current) onShown(frame.current)
    // Once, as the frame appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const aspectRatio = aspectRatioOf(item.large)
  const shown = viewerImageSizes(aspectRatio)
  const zoomed = view.scale > 1
  return (
    // Its gestures are bound from script (ViewerGestures); the keyboard has + and - and the zoom button (GalleryViewer).
    <div ref={frame} className={styles.frame} style={frameStyle(item)} onDragStart={(event) => event.preventDefault()}>
      <div
        className={styles.zoom}
        style={zoomed ? { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` } : undefined}
      >
        {tileFile && item.tileBox && (
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
          key={item.id}
          image={item.large}
          alt={item.alt}
          sizes={zoomed ? `calc(${shown} * ${Math.ceil(view.scale)})` : shown}
          loading="eager"
          className={`${styles.image} ${styles.large}`}
          style={{ opacity: loadedId === item.id ? 1 : 0 }}
          onLoad={(event) => {
            // Shown once decoded, so it never replaces the tile with a half-drawn picture.
            const loaded = item.id
            void event.currentTarget
              .decode()
              .catch(() => undefined)
              .then(() => setLoadedId(loaded))
          }}
        />
      </div>
    </div>
  )
}
