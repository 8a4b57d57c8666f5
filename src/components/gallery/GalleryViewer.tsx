import React, { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { useScrollLock } from "../../hooks/useScrollLock"
import { enterPhoto, leavePhoto, movePhoto } from "../../lib/photo-address"
import { photoIn } from "../../lib/photo-moves"
import { Icon } from "../ui/Icon"
import { viewerImageSizes, wrapIndex } from "../../lib/gallery-view"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { aspectRatioOf, type GalleryItem } from "./types"
import { SiteLink } from "../ui/SiteLink"
import { tileOnScreen, zoom } from "./viewer-zoom"
import * as styles from "./GalleryViewer.module.css"

/** A horizontal drag longer than this moves to the neighbouring photo. */
const SWIPE_DISTANCE_PX = 50

interface GalleryViewerProps {
  items: readonly GalleryItem[]
  /** Each photo's name in the page's address (photoNamesOf). */
  photoNames: readonly string[]
  index: number
  onIndexChange: (index: number) => void
  /** Closed by the visitor (button, backdrop, Escape): given what resolves once the address is the page's again. */
  onClose: (addressLeft: Promise<void>) => void
  /** The photo whose tile was tapped to open the viewer (none when an address opened it). */
  tapped: number | null
  /** A photo's grid tile, its <img> (none while it is a colour placeholder). */
  tileOf: (index: number) => HTMLImageElement | null
}

/** The tapped tile's file, already on the phone: shown until the large file is. */
interface TappedTile {
  index: number
  src: string
}

/**
 * The full-screen viewer (@reach/dialog: focus moved in and trapped, Escape and a backdrop click
 * close it; the page behind held by useScrollLock, since the library's own lock inserts a <style>
 * the pages' policy refuses). Opened by a tap, it shows at once the tapped tile's own file where the
 * tile sits in the whole photo, the photo's colour around it, zooming from the tile's place; the large
 * file, sized to the screen, replaces it once decoded. The neighbours' large files load in the
 * background, the next in the direction of travel first. Arrow keys, buttons and swipes move through
 * the photos, wrapping at the ends. The photo shown is in the page's address (photo-address.ts).
 */
export function GalleryViewer({ items, photoNames, index, onIndexChange, onClose, tapped, tileOf }: GalleryViewerProps) {
  const item = items[index]
  const [loadedId, setLoadedId] = useState<string | null>(null)
  const [direction, setDirection] = useState(1)
  const [tappedTile] = useState<TappedTile | null>(() => {
    const tile = tapped === null ? null : tileOf(tapped)
    if (tapped === null || !tile?.complete || tile.naturalWidth === 0) return null
    // The file as the page names it (its own path), the one the browser already has.
    const file = new URL(tile.currentSrc)
    return { index: tapped, src: file.origin === window.location.origin ? `${file.pathname}${file.search}` : file.href }
  })
  const frame = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  const closing = useRef(false)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const aspectRatio = aspectRatioOf(item.large)
  const many = items.length > 1
  const go = (step: number) => {
    setDirection(step)
    onIndexChange(wrapIndex(index + step, items.length))
  }
  const [previous, next] = [items[wrapIndex(index - 1, items.length)], items[wrapIndex(index + 1, items.length)]]
  const neighbours = many ? (direction > 0 ? [next, previous] : [previous, next]) : []
  useScrollLock()

  // From the tapped tile's place to the whole photo, in the frame the tile's pixels are in.
  useLayoutEffect(() => {
    const tile = tappedTile && tileOf(tappedTile.index)
    const box = tappedTile && items[tappedTile.index].tileBox
    if (frame.current && box && tileOnScreen(tile)) void zoom(frame.current, backdrop.current, box, tile, "open")
    // Once, as the viewer opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // One history entry added when the viewer opens on a tap (none when the address already names the
  // photo: a link opened, Forward), then the same entry names each photo moved to.
  const entered = useRef(false)
  useEffect(() => {
    const name = photoNames[index]
    if (photoIn(window.location.href) !== name) {
      if (entered.current) movePhoto(name)
      else enterPhoto(name)
    }
    entered.current = true
  }, [index, photoNames])
  /** Back into the shown photo's tile, when it is on screen, then closed. */
  async function close() {
    if (closing.current) return
    closing.current = true
    const tile = tileOf(index)
    if (frame.current && item.tileBox && tileOnScreen(tile))
      await zoom(frame.current, backdrop.current, item.tileBox, tile, "close")
    onClose(leavePhoto())
  }

  // On the document, so the arrows work wherever focus is while the viewer is open.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return
      event.preventDefault()
      const step = event.key === "ArrowRight" ? 1 : -1
      setDirection(step)
      onIndexChange(wrapIndex(index + step, items.length))
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  }, [index, items.length, onIndexChange])

  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current
    swipeStart.current = null
    if (!start || !many) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) > SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1)
  }

  return (
    <DialogOverlay ref={backdrop} isOpen onDismiss={() => void close()} className={styles.overlay} dangerouslyBypassScrollLock>
      <DialogContent aria-label={item.caption} className={styles.content}>
        <button type="button" className={`${styles.control} ${styles.close}`} onClick={() => void close()} aria-label="Close">
          <Icon name="x" size={28} />
        </button>
        {/* The figure is as wide as the photo is shown, so a long caption wraps under it and the overlay centres both. */}
        <figure className={styles.figure} style={{ width: viewerImageSizes(aspectRatio) }}>
          <div
            ref={frame}
            className={styles.frame}
            style={{ aspectRatio: String(aspectRatio), backgroundColor: item.grid.backgroundColor }}
            onDragStart={(event) => event.preventDefault()}
            onPointerDown={(event) => {
              swipeStart.current = { x: event.clientX, y: event.clientY }
            }}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStart.current = null
            }}
          >
            {tappedTile?.index === index && item.tileBox && (
              // The tapped tile's pixels where they sit in the photo: decorative, the large file's alt names the photo.
              <img
                src={tappedTile.src}
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
              sizes={viewerImageSizes(aspectRatio)}
              loading="eager"
              className={`${styles.image} ${styles.large}`}
              style={{ opacity: loadedId === item.id ? 1 : 0 }}
              onLoad={(event) => {
                // Shown once decoded, so it never replaces the tile with a half-drawn picture.
                const shown = item.id
                void event.currentTarget
                  .decode()
                  .catch(() => undefined)
                  .then(() => setLoadedId(shown))
              }}
            />
          </div>
          <figcaption className={styles.caption}>
            <span>
              {item.caption}
              {item.project && (
                <>
                  {" "}
                  <SiteLink
                    to={item.project.path}
                    className={styles.projectLink}
                    aria-label={`See the whole project: ${item.project.name}`}
                  >
                    See the whole project
                  </SiteLink>
                </>
              )}
            </span>
            <span className={styles.counter} aria-live="polite">
              {index + 1} of {items.length} on this page
            </span>
          </figcaption>
        </figure>
        {many && (
          <>
            <button
              type="button"
              className={`${styles.control} ${styles.previous}`}
              onClick={() => go(-1)}
              aria-label="Previous photo"
            >
              <Icon name="chevron-left" size={32} />
            </button>
            <button type="button" className={`${styles.control} ${styles.next}`} onClick={() => go(1)} aria-label="Next photo">
              <Icon name="chevron-right" size={32} />
            </button>
          </>
        )}
        <div hidden>
          {neighbours.map((neighbour) => (
            <ResponsivePicture
              key={neighbour.id}
              image={neighbour.large}
              alt=""
              sizes={viewerImageSizes(aspectRatioOf(neighbour.large))}
              loading="eager"
            />
          ))}
        </div>
      </DialogContent>
    </DialogOverlay>
  )
}
