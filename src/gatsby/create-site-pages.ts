import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { inPages } from "../lib/gallery-view"
import { galleryPagePath, projectPagePath, servicePagePath } from "../lib/paths"
import type { GalleryPageContext } from "../templates/gallery-page"
import type { ProjectPageContext } from "../templates/project-page"
import type { ServicePageContext } from "../templates/service-page"

const TEMPLATES = path.join(__dirname, "..", "templates")

/**
 * A page for every service of content/services.json, at /services/<slug> (a new service needs no
 * code), a page for every project (a folder of content/gallery/ with a project.json) at
 * /projects/<folder>, and the gallery in pages of 24 photos, in gallery order: /gallery, /gallery/2 ...
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
  const photos = sortPhotos(result.data.allGalleryPhoto.nodes)
  for (const { id, slug, name } of result.data.allServicesJson.nodes) {
    // Shared with the page: its first project photo (only that one gets a 1200x630 copy made).
    const sharePhoto = photos.find((photo) => photo.entry?.services?.includes(slug))?.fileName ?? ""
    actions.createPage<ServicePageContext>({
      path: servicePagePath(slug),
      component: path.join(TEMPLATES, "service-page.tsx"),
      context: { id, slug, name, sharePhoto },
    })
  }
  for (const { id, folder } of result.data.allProjectJson.nodes) {
    actions.createPage<ProjectPageContext>({
      path: projectPagePath(folder),
      component: path.join(TEMPLATES, "project-page.tsx"),
      context: { id },
    })
  }
  const pages = inPages(photos.map((photo) => photo.fileName))
  pages.forEach((fileNames, index) => {
    actions.createPage<GalleryPageContext>({
      path: galleryPagePath(index + 1),
      component: path.join(TEMPLATES, "gallery-page.tsx"),
      context: { fileNames, page: index + 1, pageCount: pages.length },
    })
  })
}
