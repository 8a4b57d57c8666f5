import React, { useEffect, useRef, useState } from "react"
import { useLoadOnDemand } from "../../hooks/useLoadOnDemand"
import { savesData } from "../../lib/save-data"
import { isPlainClick } from "../../lib/site-links"
import { whenIdle } from "../../lib/when-idle"
import { NO_PHOTOS_AT_ALL } from "../../lib/gallery-view"
import { GalleryGrid } from "./GalleryGrid"
import { largestFileOf, type GalleryItem } from "./types"
import { usePhotoAddress } from "./usePhotoAddress"
import type { ViewerTap } from "./GalleryViewer"
import * as styles from "./Gallery.module.css"

/** The thumbnail of `item` in `grid`: the link to its largest file. */
const thumbnailOf = (grid: HTMLElement | null, item: GalleryItem | undefined) =>
  item && Array.from(grid?.querySelectorAll("a") ?? []).find((link) => link.getAttribute("href") === largestFileOf(item))

/** The tile picture of `item` in `grid` (none while it is its colour placeholder). */
const tilePictureOf = (grid: HTMLElement | null, item: GalleryItem | undefined) =>
  thumbnailOf(grid, item)?.querySelector("img") ?? null

/**
 * The viewer and @reach/dialog are fetched after the page, not with it: once the page is idle (so a
 * tap is answered in the next frame), or sooner when a visitor reaches for a photo. The chunk's name
 * is VIEWER_CHUNK (viewer-chunk.ts), which the byte budgets, the tests and the bench read.
 */
const loadViewer = () => import(/* webpackChunkName: "gallery-viewer" */ "./viewer-code").then((module) => module.viewerCode)

interface GalleryProps {
  items: readonly GalleryItem[]
  /** Photos on the page's first screen, loaded at once: the gallery page's first two; none lower down a page. */
  firstScreen?: number
  /** Whether the tiles play their entrance (once a visitor has chosen a filter, FilteredGallery.tsx). */
  animateEntry?: boolean
  /** What it says when there are no photos to show: that there are none yet, unless told otherwise. */
  emptyMessage?: string
}

/**
 * The grid (or the message that there are no photos yet) and the viewer of docs/requirements.md: The pages: a service's,
 * a project's or a run of photo pages' photos; the gallery page adds its filter (FilteredGallery.tsx).
 * The photo in the viewer is in the page's address (usePhotoAddress): Back closes the viewer.
 */
export function Gallery({ items, firstScreen = 0, animateEntry = false, emptyMessage = NO_PHOTOS_AT_ALL }: GalleryProps) {
  const [selected, setSelected] = useState<number | null>(null)
  /** The tap that opened the viewer (none when the address did). */
  const [tap, setTap] = useState<ViewerTap | null>(null)
  const grid = useRef<HTMLDivElement>(null)
  const [viewerCode, loadGalleryViewer] = useLoadOnDemand(loadViewer)
  const hasPhotos = items.length > 0

  // A grid on screen: its viewer is ready before the first tap, unless the visitor saves data.
  useEffect(() => (hasPhotos && !savesData() ? whenIdle(loadGalleryViewer) : undefined), [hasPhotos, loadGalleryViewer])

  // The viewer's code there: the first tap rehearsed once the page is idle again (tapped-shade.ts).
  const firstItem = items[0]
  useEffect(
    () =>
      viewerCode && firstItem
        ? whenIdle(() => viewerCode.rehearseTap(tilePictureOf(grid.current, firstItem), firstItem))
        : undefined,
    [viewerCode, firstItem],
  )

  /** Back to the thumbnail of the photo last seen, once the dialog has handed focus back. */
  const focusThumbnail = (index: number) => thumbnailOf(grid.current, items[index])?.focus()

  // The photo the address names, or none: opened with its tile in place behind it, or closed (Back).
  const photoNames = usePhotoAddress(items, (index) => {
    if (index === null) {
      if (selected !== null) window.setTimeout(() => focusThumbnail(selected), 0)
    } else {
      thumbnailOf(grid.current, items[index])?.scrollIntoView({ block: "center" })
      loadGalleryViewer()
      setTap(null)
    }
    setSelected(index)
  })

  /** Closed by the visitor: focus moves once the viewer's entry is taken back (the page's scroll restored). */
  function closeViewer(addressLeft: Promise<void>) {
    const current = selected
    setSelected(null)
    void addressLeft.then(() => {
      if (current !== null) focusThumbnail(current)
    })
  }

  /**
   * A click or Enter on a thumbnail opens its photo in the viewer. With the viewer's code there, the
   * tap is answered in the next frame by the shade alone, the viewer rendered after (tapped-shade.ts).
   */
  function openClicked(event: React.MouseEvent<HTMLElement>) {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return
    const thumbnail = event.target.closest("a")
    const href = thumbnail?.getAttribute("href")
    const index = items.findIndex((item) => largestFileOf(item) === href)
    if (!thumbnail || index < 0) return
    event.preventDefault()
    loadGalleryViewer()
    const open = (shade: ViewerTap["shade"]) => {
      setTap({ index, shade })
      setSelected(index)
    }
    // The tapped thumbnail's picture, as tileOf finds it, without looking through the grid for it.
    if (viewerCode) viewerCode.answerTap(thumbnail.querySelector("img"), items[index], open)
    else open(null)
  }

  /** A photo's tile picture. */
  const tileOf = (index: number) => tilePictureOf(grid.current, items[index])

  if (!hasPhotos) {
    return (
      <p className={styles.empty} role="status">
        {emptyMessage}
      </p>
    )
  }
  return (
    <>
      {/* Pointing at, touching or tabbing to a photo starts fetching the viewer. The clicks come from the
          thumbnails, links that a keyboard reaches and opens (Enter is a click): the div only listens for them. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        ref={grid}
        onClick={openClicked}
        onPointerOver={loadGalleryViewer}
        onTouchStart={loadGalleryViewer}
        onFocus={loadGalleryViewer}
      >
        <GalleryGrid firstScreen={firstScreen} items={items} animateEntry={animateEntry} />
      </div>
      {selected !== null && items[selected] && viewerCode && (
        <viewerCode.GalleryViewer
          items={items}
          photoNames={photoNames}
          index={selected}
          onIndexChange={setSelected}
          onClose={closeViewer}
          tap={tap}
          tileOf={tileOf}
        />
      )}
    </>
  )
}
