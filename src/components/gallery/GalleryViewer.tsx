import React, { useEffect, useLayoutEffect, useRef, useState } from "react"
import { DialogContent, DialogOverlay } from "@reach/dialog"
import { withCounter } from "../../analytics/counting"
import { useScrollLock } from "../../hooks/useScrollLock"
import { enterPhoto, leavePhoto, movePhoto } from "../../lib/photo-address"
import { photoIn } from "../../lib/photo-moves"
import { afterNextPaint } from "../../lib/when-idle"
import { Icon } from "../ui/Icon"
import { wrapIndex } from "../../lib/gallery-view"
import { widestFileWidth } from "../ui/ResponsivePicture"
import type { GalleryItem } from "./types"
import { SiteLink } from "../ui/SiteLink"
import { tileOnScreen, zoom } from "./viewer-zoom"
import { bounded, mostScale, toggledAt, viewTransform, WHOLE, zoomedAt, type View } from "./viewer-view"
import { frameSizeOf, ViewerGestures } from "./ViewerGestures"
import { ViewerPhoto, type SlidePlace } from "./ViewerPhoto"
import type { TappedShade } from "./tapped-shade"
import * as styles from "./GalleryViewer.module.css"
import * as shadeStyles from "./ViewerShade.module.css"

/** `+` and `-` zoom by this much; the arrows pan a zoomed photo by this share of its frame. */
const KEY_ZOOM = 1.5
const KEY_PAN = 0.1
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [1, 0], ArrowRight: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }

interface GalleryViewerProps {
  items: readonly GalleryItem[]
  /** Each photo's name in the page's address (photoNamesOf). */
  photoNames: readonly string[]
  index: number
  onIndexChange: (index: number) => void
  /** Closed by the visitor (button, backdrop, Escape): given what resolves once the address is the page's again. */
  onClose: (addressLeft: Promise<void>) => void
  /** The tap on a tile that opened the viewer (none when an address opened it). */
  tap: ViewerTap | null
  /** A photo's grid tile, its <img> (none while it is a colour placeholder). */
  tileOf: (index: number) => HTMLImageElement | null
}

/** A tap on a photo's tile: which photo, and the shade it drew over the page (tapped-shade.ts), which the viewer's own takes over. */
export interface ViewerTap {
  index: number
  shade: TappedShade | null
}

/** The tapped tile's file, already on the phone: shown until the large file is. */
interface TappedTile {
  index: number
  src: string
  /** Where it is on screen, when it is (read as the tap is answered, before the viewer is on the page). */
  onScreen: DOMRectReadOnly | null
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
export function GalleryViewer({ items, photoNames, index, onIndexChange, onClose, tap, tileOf }: GalleryViewerProps) {
  const item = items[index]
  const [direction, setDirection] = useState(1)
  // Until the viewer is closed: what waits for a frame is dropped after it.
  const open = useRef(true)
  // The zoom of the photo shown: each photo opens whole.
  const [zoomOf, setZoomOf] = useState<{ id: string; view: View }>({ id: item.id, view: WHOLE })
  const view = zoomOf.id === item.id ? zoomOf.view : WHOLE
  const setView = (next: View) => setZoomOf({ id: item.id, view: next })
  // A zoom by the button, drawn but not yet rendered: what a key pressed meanwhile zooms or pans from.
  const zooming = useRef<View | null>(null)
  /** The button's zoom: drawn at once on the photo's layer (CSSOM), rendered (the label, a larger file) once that frame is painted. */
  const zoomTo = (next: View) => {
    const layer = frame.current?.firstElementChild
    if (layer instanceof HTMLElement) layer.style.transform = viewTransform(next) ?? ""
    zooming.current = next
    void afterNextPaint().then(() => {
      // A key pressed in between has taken it over.
      if (zooming.current !== next) return
      zooming.current = null
      if (open.current) setView(next)
    })
  }
  const [tappedTile] = useState<TappedTile | null>(() => {
    const tapped = tap?.index ?? null
    const tile = tapped === null ? null : tileOf(tapped)
    if (tapped === null || !tile?.complete || tile.naturalWidth === 0) return null
    // The file as the page names it (its own path), the one the browser already has.
    const file = new URL(tile.currentSrc)
    const src = file.origin === window.location.origin ? `${file.pathname}${file.search}` : file.href
    return { index: tapped, src, onScreen: tileOnScreen(tile) }
  })
  const frame = useRef<HTMLDivElement>(null)
  // Once the viewer has drawn its first frame (the tap answered by the photo alone): focus moves in,
  // the gestures are set up, the address names the photo and the neighbours are drawn.
  const [settled, setSettled] = useState(false)
  const track = useRef<HTMLDivElement>(null)
  const overlay = useRef<HTMLDivElement>(null)
  const shade = useRef<HTMLDivElement>(null)
  const closing = useRef(false)
  const many = items.length > 1
  const most = () => mostScale(widestFileWidth(item.large), frame.current?.clientWidth ?? 0)
  // The sum of the steps asked for while a move waits for its first frame (0: none waits).
  const asked = useRef(0)
  // The photo shown, or the one a move has just asked for before the viewer has rendered it: a step
  // asked in between (a key, a tap, a swipe on a slow phone) goes on from there, not from the render's index.
  const shownIndex = useRef(index)
  /**
   * Moves `step` photos on: the neighbour waiting on that side is slid into view at once (CSSOM), and
   * the viewer is rendered for it once that frame is painted, so a tap or a key is answered by the
   * photo alone. Steps asked meanwhile add up.
   */
  const go = (step: number) => {
    const waiting = asked.current
    asked.current = waiting + step
    if (waiting !== 0) return
    if (track.current && many && settled) track.current.style.transform = `translateX(${-step * window.innerWidth}px)`
    void afterNextPaint().then(() => {
      const steps = asked.current
      asked.current = 0
      if (!open.current) return
      const from = shownIndex.current
      const to = wrapIndex(from + steps, items.length)
      shownIndex.current = to
      if (to === from && track.current) track.current.style.transform = ""
      setDirection(steps < 0 ? -1 : 1)
      onIndexChange(to)
    })
  }
  // The photo moved to is drawn in the middle: the track is back in place before that frame is painted.
  useLayoutEffect(() => {
    shownIndex.current = index
    if (track.current) track.current.style.transform = ""
  }, [index])
  const [previous, next] = [items[wrapIndex(index - 1, items.length)], items[wrapIndex(index + 1, items.length)]]
  // The photo shown and, once the viewer is settled, its neighbours, the one in the direction of
  // travel first (their large files load in that order). Keyed by photo, so a neighbour moved to is
  // the same element, already decoded (with two photos, the one neighbour is on both sides).
  const around: Array<{ item: GalleryItem; place: SlidePlace }> = [
    { item: next, place: 1 },
    { item: previous, place: -1 },
  ]
  const slides = [{ item, place: 0 as SlidePlace }, ...(many && settled ? (direction > 0 ? around : around.reverse()) : [])]
  const slideKey = ({ item: shown, place }: (typeof slides)[number]) =>
    place === 0 || items.length > 2 ? shown.id : `${shown.id}${place}`
  // The page behind is held from the first frame: a wheel or a key the moment the viewer shows must not scroll it.
  useScrollLock()

  // The tap's shade gives way to the viewer's in the frame the viewer first draws (the zoom, from the
  // shown photo's own effect before this one, goes on with the fade where the tap's shade had it).
  useLayoutEffect(() => tap?.shade?.element.remove(), [tap])
  useEffect(() => {
    void afterNextPaint().then(() => open.current && setSettled(true))
    if (process.env.GATSBY_PLAUSIBLE_DOMAIN) withCounter((visit) => visit.countPhotoOpened())
    return () => {
      open.current = false
    }
  }, [])

  /** From the tapped tile's place to the whole photo, in the frame the tile's pixels are in: as the frame appears. */
  function zoomFromTile(shown: HTMLDivElement) {
    const box = tappedTile && items[tappedTile.index].tileBox
    // The shade, before the dialog's content, is on the page when the frame is.
    if (!box || !tappedTile.onScreen) return
    const shadeAhead = tap?.shade ? performance.now() - tap.shade.since : 0
    void zoom({ frame: shown, shade: shade.current, shadeAhead }, box, tappedTile.onScreen, "open")
  }

  // One history entry added when the viewer opens on a tap (none when the address already names the
  // photo: a link opened, Forward), then the same entry names each photo moved to.
  const entered = useRef(false)
  useEffect(() => {
    if (!settled) return
    const name = photoNames[index]
    if (photoIn(window.location.href) !== name) {
      if (entered.current) movePhoto(name)
      else enterPhoto(name)
    }
    entered.current = true
  }, [index, photoNames, settled])

  /**
   * Back into the shown photo's tile, when it is on screen and the photo whole and in place; then the
   * viewer is hidden at once (CSSOM) and closed once that frame is painted, so a tap is answered by
   * the page alone, not by the work of taking the viewer out of it.
   */
  async function close(withZoom = true) {
    if (closing.current) return
    closing.current = true
    const tile = withZoom && view.scale === 1 ? tileOnScreen(tileOf(index)) : null
    if (tile && frame.current && item.tileBox)
      await zoom({ frame: frame.current, shade: shade.current }, item.tileBox, tile, "close")
    if (overlay.current) Object.assign(overlay.current.style, { opacity: "0", pointerEvents: "none" })
    await afterNextPaint()
    if (open.current) onClose(leavePhoto())
  }

  // On the document, so the keys work wherever focus is while the viewer is open (focus moves in
  // once its first frame is drawn): Escape closes it, the arrows move through the photos, or pan a
  // zoomed one; + and - zoom.
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") void close()
      if (!frame.current) return
      const size = frameSizeOf(frame.current)
      const pan = ARROWS[event.key]
      const zoomBy = event.key === "+" || event.key === "=" ? KEY_ZOOM : event.key === "-" ? 1 / KEY_ZOOM : null
      // From the button's zoom while it waits for its frame: the key takes it over, its render dropped.
      const current = zooming.current ?? view
      const takeOver = (next: View) => {
        zooming.current = null
        setView(next)
      }
      if (zoomBy !== null) takeOver(zoomedAt(current, current.scale * zoomBy, { x: 0, y: 0 }, size, most()))
      else if (pan && current.scale > 1) {
        const moved = { ...current, x: current.x + pan[0] * KEY_PAN * size.width, y: current.y + pan[1] * KEY_PAN * size.height }
        takeOver(bounded(moved, size, most()))
      } else if (pan && pan[0] !== 0) go(-pan[0])
      else return
      event.preventDefault()
    }
    document.addEventListener("keydown", handleKeyDown)
    return () => document.removeEventListener("keydown", handleKeyDown)
  })

  const caption = (
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
  )

  return (
    <DialogOverlay
      ref={overlay}
      isOpen
      onDismiss={() => void close()}
      className={styles.overlay}
      dangerouslyBypassScrollLock
      dangerouslyBypassFocusLock={!settled}
    >
      <div ref={shade} className={shadeStyles.shade} />
      <DialogContent aria-label={item.caption} className={styles.content}>
        <button type="button" className={`${styles.control} ${styles.close}`} onClick={() => void close()} aria-label="Close">
          <Icon name="x" size={28} />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.zoomButton}`}
          onClick={() => zoomTo(toggledAt(zooming.current ?? view, { x: 0, y: 0 }, frameSizeOf(frame.current), most()))}
          aria-label={view.scale > 1 ? "Zoom out" : "Zoom in"}
        >
          <Icon name={view.scale > 1 ? "zoom-out" : "zoom-in"} size={26} />
        </button>
        <div ref={track} className={styles.track}>
          {slides.map((slide) => (
            <ViewerPhoto
              key={slideKey(slide)}
              item={slide.item}
              place={slide.place}
              frame={frame}
              onShown={zoomFromTile}
              tileFile={tappedTile?.index === index ? tappedTile.src : null}
              view={view}
            >
              {caption}
            </ViewerPhoto>
          ))}
        </div>
        {settled && (
          <ViewerGestures
            frame={frame}
            track={track}
            shade={shade}
            actions={{ view, setView, most, many, go, dismiss: () => void close(false) }}
          />
        )}
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
      </DialogContent>
    </DialogOverlay>
  )
}
