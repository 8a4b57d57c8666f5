import React from "react"
import { MAX_PHOTOS, PHOTO_FIELDS, THUMBNAIL_PX } from "../../lib/job-photos"
import type { JobPhotos } from "./useJobPhotos"
import * as styles from "./ContactForm.module.css"

const PICKER_ID = "job-photos"
const HINT_ID = "job-photos-hint"

/**
 * "Photos of the job": one picker for several photos (a phone offers its camera and its camera
 * roll). Every photo field is named in the HTML, so Netlify keeps all five; without JavaScript the
 * browser posts the first photo chosen. Each chosen photo is listed with its thumbnail (drawn on a
 * canvas) and a Remove button; while the request uploads, a bar shows how much has gone.
 */
export function PhotoPicker({ photos, problems, progress, prefetch, add, remove }: JobPhotos) {
  return (
    <div className={styles.field}>
      <label htmlFor={PICKER_ID} className={styles.label}>
        Photos of the job (up to {MAX_PHOTOS})<span className={styles.optional}> (optional)</span>
      </label>
      <input
        id={PICKER_ID}
        type="file"
        name={PHOTO_FIELDS[0]}
        accept="image/*"
        multiple
        aria-describedby={HINT_ID}
        onClick={prefetch}
        onChange={(event) => {
          add(Array.from(event.target.files ?? []))
          // The list below is what is sent; the picker is ready for more.
          event.target.value = ""
        }}
      />
      {PHOTO_FIELDS.slice(1).map((name) => (
        <input key={name} type="file" name={name} accept="image/*" hidden />
      ))}
      <p id={HINT_ID} className={styles.hint}>
        Made smaller on your device and sent without their location.
        <noscript> Without JavaScript, one photo is sent.</noscript>
      </p>
      {photos.length > 0 && (
        <ul className={styles.photos}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <canvas ref={photo.draw} width={THUMBNAIL_PX} height={THUMBNAIL_PX} aria-hidden="true" />
              <span>
                {photo.name}
                {photo.sent ? "" : " (preparing...)"}
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => remove(photo.id)}
                aria-label={`Remove ${photo.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== undefined && (
        <label className={styles.upload}>
          Sending photos
          <progress value={progress} />
        </label>
      )}
      {problems.map((line) => (
        <p key={line} className={styles.photoProblem}>
          {line}
        </p>
      ))}
    </div>
  )
}
