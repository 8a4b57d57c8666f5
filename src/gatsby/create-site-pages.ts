import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { inPages } from "../lib/gallery-view"
import { galleryPagePath, projectPagePath, projectPhotosPath, servicePagePath, servicePhotosPath } from "../lib/paths"
import { PROJECT_PAGE_PHOTOS } from "../lib/projects"
import { servicePageSelection } from "../lib/service-photos"
import type { GalleryPageContext, ServiceGallery } from "../templates/gallery-page"
import type { ProjectPageContext } from "../templates/project-page"
import type { ServicePageContext } from "../templates/service-page"
import type { PhotoRunPage, ProjectPhotosPageContext, ServicePhotosPageContext } from "../templates/photos-page"

const TEMPLATES = path.join(__dirname, "..", "templates")

/**
 * A page for every service of content/services.json, at /services/<slug> (a new service needs no
 * code), with its photos in pages of 24 at /services/<slug>/photos, /photos/2 ...; a page for every
 * project (a folder of content/gallery/ with a project.json) at /projects/<folder>, and, when it has
 * more photos than that page shows, its photos at /projects/<folder>/photos ...; and the gallery
 * in pages of 24 photos, in gallery order: /gallery, /gallery/2 ... What each page shows is chosen
 * here and given to it by file name, so no page grows with the catalogue.
 */
export async function createSitePages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<Queries.ContentForPagesQuery>(`
    query ContentForPages {
      allServicesJson {
        nodes {
          id
          slug
          name
        }
      }
      allProjectJson {
        nodes {
          id
          folder
          title
          completed
          services
          town
          coverPhoto {
            fileName
          }
          photos {
            fileName
          }
        }
      }
      allGalleryPhoto {
        nodes {
          fileName
          order
          entry {
            services
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the services, projects and photos for their pages", result.errors)
    return
  }
  const { allServicesJson, allProjectJson, allGalleryPhoto } = result.data
  const photos = sortPhotos(allGalleryPhoto.nodes)
  const serviceGalleries: ServiceGallery[] = []
  for (const { id, slug, name } of allServicesJson.nodes) {
    const fileNames = photos.filter((photo) => photo.entry?.services?.includes(slug)).map((photo) => photo.fileName)
    const projects = allProjectJson.nodes
      .filter((project) => project.services.includes(slug))
      .map((project) => ({ ...project, cover: project.coverPhoto.fileName }))
    actions.createPage<ServicePageContext>({
      path: servicePagePath(slug),
      component: path.join(TEMPLATES, "service-page.tsx"),
      // Shared with the page: its first photo (only that one gets a 1200x630 copy made).
      context: {
        id,
        slug,
        name,
        sharePhoto: fileNames[0] ?? "",
        photoCount: fileNames.length,
        ...servicePageSelection(fileNames, projects),
      },
    })
    if (fileNames.length === 0) continue
    serviceGalleries.push({ slug, name, photoCount: fileNames.length })
    createPhotoRun<ServicePhotosPageContext>(actions, "photos-page.tsx", (page) => servicePhotosPath(slug, page), fileNames, {
      slug,
      name,
    })
  }
  for (const { id, folder, title, town, photos: projectPhotos } of allProjectJson.nodes) {
    const fileNames = projectPhotos.map((photo) => photo.fileName)
    actions.createPage<ProjectPageContext>({
      path: projectPagePath(folder),
      component: path.join(TEMPLATES, "project-page.tsx"),
      context: { id, folder, fileNames: fileNames.slice(0, PROJECT_PAGE_PHOTOS), photoCount: fileNames.length },
    })
    // Photos its page cannot show go on pages of their own (all of them, in order, as a run).
    if (fileNames.length <= PROJECT_PAGE_PHOTOS) continue
    createPhotoRun<ProjectPhotosPageContext>(actions, "photos-page.tsx", (page) => projectPhotosPath(folder, page), fileNames, {
      folder,
      title,
      town,
    })
  }
  createPhotoRun<GalleryPageContext>(
    actions,
    "gallery-page.tsx",
    galleryPagePath,
    photos.map((photo) => photo.fileName),
    { serviceGalleries },
  )
}

/**
 * A run of photo pages: `fileNames` in pages of 24 (at least one page, so an empty gallery still
 * has its page), at `pathOf(1)`, `pathOf(2)` ..., each made with `template` and given `context`.
 */
function createPhotoRun<Context extends PhotoRunPage>(
  actions: CreatePagesArgs["actions"],
  template: string,
  pathOf: (page: number) => string,
  fileNames: readonly string[],
  context: Omit<Context, keyof PhotoRunPage>,
): void {
  const pages = inPages(fileNames)
  pages.forEach((pageFiles, index) => {
    actions.createPage<PhotoRunPage & Omit<Context, keyof PhotoRunPage>>({
      path: pathOf(index + 1),
      component: path.join(TEMPLATES, template),
      context: { ...context, fileNames: pageFiles, page: index + 1, pageCount: pages.length },
    })
  })
}
