import { galleryPagePath, projectPagePath } from "./paths"
import { photoAddressOf, photoStem } from "./photo-moves"

interface RecentPhoto {
  fileName: string
  project?: { folder: string } | null
}

/**
 * Where a photo of the recent work leads: its project's page, or else the gallery's first page
 * with the viewer open on it (the first photos in gallery order are that page's first).
 */
export const recentPhotoLink = (photo: RecentPhoto): string =>
  photo.project ? projectPagePath(photo.project.folder) : photoAddressOf(galleryPagePath(1), photoStem(photo.fileName))
