import { useSiteFacts } from "./useSiteFacts"

export interface ShareImage {
  src: string
  width: number
  height: number
  alt: string
}

/** The share image of a photo queried with SharePhotoFields, if there is a photo. */
export function shareImageOf(photo: Queries.SharePhotoFieldsFragment | null | undefined): ShareImage | undefined {
  return photo ? { ...photo.share, alt: photo.alt } : undefined
}

/** The 1200x630 JPEG of business.json's featuredPhoto that pages show when shared, if there is one. */
export function useShareImage(): ShareImage | undefined {
  return shareImageOf(useSiteFacts().businessJson?.featuredPhoto)
}
