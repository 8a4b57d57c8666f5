import React, { useEffect, useRef, useState, type PointerEvent } from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { useScrollLock } from "../../hooks/useScrollLock"
import { enterPhoto, leavePhoto, movePhoto } from "../../lib/photo-address"
import { photoIn } from "../../lib/photo-moves"
import { Icon } from "../ui/Icon"
import { viewerImageSizes, wrapIndex } from "../../lib/gallery-view"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { aspectRatioOf, type GalleryItem } from "./types"
import { SiteLink } from "../ui/SiteLink"
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
}

/**
 * The full-screen viewer (@reach/dialog: focus moved in and trapped, Escape and a backdrop click
 * close it; the page behind held by useScrollLock, since the library's own lock inserts a <style>
 * the pages' policy refuses). Shows the photo's dominant colour at once and the large file, sized
 * to the screen, when it arrives; the neighbours' large files load in the background. Arrow keys,
 * buttons and swipes move through the photos, wrapping at the ends. The photo shown is in the page's
 * address (photo-address.ts).
 */
export function GalleryViewer({ items, photoNames, index, onIndexChange, onClose }: GalleryViewerProps) {
  const item = items[index]
  const [loadedId, setLoadedId] = useState<string | null>(null)
  const swipeStart = useRef<{ x: number; y: number } | null>(null)
  const aspectRatio = aspectRatioOf(item.large)
  const many = items.length > 1
  const go = (step: number) => onIndexChange(wrapIndex(index + step, items.length))
  const neighbours = many ? [items[wrapIndex(index - 1, items.length)], items[wrapIndex(index + 1, items.length)]] : []
  useScrollLock()

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
  const close = () => onClose(leavePhoto())

  // On the document, so the arrows work wherever focus is while the viewer is open.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return
      event.preventDefault()
      onIndexChange(wrapIndex(index + (event.key === "ArrowRight" ? 1 : -1), items.length))
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
    <DialogOverlay isOpen onDismiss={close} className={styles.overlay} dangerouslyBypassScrollLock>
      <DialogContent aria-label={item.caption} className={styles.content}>
        <button type="button" className={`${styles.control} ${styles.close}`} onClick={close} aria-label="Close">
          <Icon name="x" size={28} />
        </button>
        {/* The figure is as wide as the photo is shown, so a long caption wraps under it and the overlay centres both. */}
        <figure className={styles.figure} style={{ width: viewerImageSizes(aspectRatio) }}>
          <div
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
            <ResponsivePicture
              key={item.id}
              image={item.large}
              alt={item.alt}
              sizes={viewerImageSizes(aspectRatio)}
              loading="eager"
              className={`${styles.image} ${styles.large}`}
              style={{ opacity: loadedId === item.id ? 1 : 0 }}
              onLoad={() => setLoadedId(item.id)}
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
