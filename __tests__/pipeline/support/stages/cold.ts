import { mkdirSync } from "node:fs"
import path from "node:path"
import { addPhoto, createFixtureSite, GALLERY, readSiteFile, writeSiteFile } from "../fixture-site"
import {
  EDITOR_PHOTO,
  EDITOR_PROJECT,
  editorShapedPhoto,
  GALLERY_JSON,
  MANY_PHOTOS_PROJECT,
  ONE_PHOTO_PROJECT,
  PHOTO_SET,
  PROJECT,
  PROJECT_FOLDER,
  smallCopy,
} from "../gallery-fixture"
import type { StageRecipe } from "./recipe"

/** A fresh fixture site with every photo of the fixture and the content that names them, built cold. */
export const cold: StageRecipe = {
  what: "the real photos and their content, built cold",
  env: { IMAGE_SERVICE: "build" },
  prepare: async () => {
    createFixtureSite()
    for (const photo of PHOTO_SET) addPhoto(photo.source, photo.as)
    writeSiteFile(`content/gallery/${EDITOR_PHOTO.name}`, await editorShapedPhoto(EDITOR_PHOTO.source))
    mkdirSync(path.join(GALLERY, EDITOR_PROJECT.folder))
    for (const [name, source] of Object.entries(EDITOR_PROJECT.photos)) {
      writeSiteFile(`content/gallery/${EDITOR_PROJECT.folder}/${name}`, await editorShapedPhoto(source))
    }
    writeSiteFile(`content/gallery/${EDITOR_PROJECT.folder}/project.json`, JSON.stringify(EDITOR_PROJECT.json, null, 2))
    const roof = await smallCopy("real/highway-wind-turbines.jpg")
    mkdirSync(path.join(GALLERY, MANY_PHOTOS_PROJECT.folder))
    for (const name of MANY_PHOTOS_PROJECT.photos) writeSiteFile(`content/gallery/${MANY_PHOTOS_PROJECT.folder}/${name}`, roof)
    writeSiteFile(`content/gallery/${MANY_PHOTOS_PROJECT.folder}/project.json`, JSON.stringify(MANY_PHOTOS_PROJECT.json, null, 2))
    writeSiteFile("content/gallery/gallery.json", JSON.stringify(GALLERY_JSON, null, 2))
    writeSiteFile(`content/gallery/${PROJECT_FOLDER}/project.json`, JSON.stringify(PROJECT, null, 2))
    const { folder, ...onePhotoProject } = ONE_PHOTO_PROJECT
    writeSiteFile(`content/gallery/${folder}/project.json`, JSON.stringify(onePhotoProject, null, 2))
    // business.json saved by a Windows editor (with a byte-order mark), featuring an iPhone photo.
    const business = JSON.parse(readSiteFile("content/business.json")) as Record<string, unknown>
    business.featuredPhoto = "heic-kitchen-rotated-iphone13.heic"
    writeSiteFile("content/business.json", `\uFEFF${JSON.stringify(business, null, 2)}`)
  },
}
