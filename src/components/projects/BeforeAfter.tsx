import React, { useEffect, useRef } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { COMPARE_MAX_WIDTH } from "../../photos/image-recipes"
import { ResponsivePicture } from "../ui/ResponsivePicture"
import { splitText, START_PERCENT } from "./compare-split"
import * as styles from "./BeforeAfter.module.css"

/** The comparison is as wide as its largest file at most, the page's width less its padding below that. */
const COMPARE_IMAGE_SIZES = `(min-width: 1024px) ${COMPARE_MAX_WIDTH}px, calc(100vw - 32px)`

interface ComparedPhoto {
  image: IGatsbyImageData
  alt: string
}

interface BeforeAfterProps {
  before: ComparedPhoto
  after: ComparedPhoto
  /** What is compared, for the slider's name: "Kitchen remodel in Wellesley, MA". */
  subject: string
}

/** Loaded only where a page has a pair, so no other page pays for it. */
const loadSlider = () => import(/* webpackChunkName: "compare-slider" */ "./compare-slider")

/**
 * The after photo over the before, split by a handle. The handle is a native range input stretched
 * over the photos: arrow keys, Home/End and Page keys, a mouse, a finger and a pen all move it, and
 * screen readers announce it as a slider with its value. Both photos have the tile's 4:3 shape, so
 * nothing moves when they arrive. Without JavaScript (CSS `scripting: none`) the two photos show
 * side by side, each labelled.
 */
export function BeforeAfter({ before, after, subject }: BeforeAfterProps) {
  const stage = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    let detach: (() => void) | undefined
    let active = true
    void loadSlider().then(({ attachCompareSlider }) => {
      if (active && stage.current && input.current) detach = attachCompareSlider(stage.current, input.current)
    })
    return () => {
      active = false
      detach?.()
    }
  }, [])

  return (
    <figure className={styles.compare}>
      <div ref={stage} className={styles.stage}>
        <div className={styles.photo}>
          <ResponsivePicture
            image={before.image}
            alt={before.alt}
            sizes={COMPARE_IMAGE_SIZES}
            loading="eager"
            className={styles.image}
          />
          <span className={`${styles.label} ${styles.labelBefore}`}>Before</span>
        </div>
        <div className={`${styles.photo} ${styles.after}`}>
          <ResponsivePicture
            image={after.image}
            alt={after.alt}
            sizes={COMPARE_IMAGE_SIZES}
            loading="eager"
            fetchPriority="high"
            className={styles.image}
          />
          <span className={`${styles.label} ${styles.labelAfter}`}>After</span>
        </div>
        <input
          ref={input}
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={START_PERCENT}
          className={styles.range}
          aria-label={`Before and after: ${subject}`}
          aria-valuetext={splitText(START_PERCENT)}
        />
        <div className={styles.handle} aria-hidden="true">
          <span className={styles.knob} />
        </div>
      </div>
      <figcaption className={styles.caption}>Drag the handle, or use the arrow keys, to compare before and after.</figcaption>
    </figure>
  )
}
