import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { sortPhotos } from "../contract/gallery-metadata"
import { projectPagePath, servicePagePath } from "../lib/paths"
import { runPagePath, splitIntoPages, type PhotoRunPlace } from "../lib/photo-runs"
import { PROJECT_PAGE_PHOTOS } from "../lib/projects"
import { servicePageSelection } from "../lib/service-photos"
import type {
  GalleryPageContext,
  ProjectPageContext,
  ProjectPhotosContext,
  ServiceGallery,
  ServicePageContext,
  ServicePhotosContext,
} from "../lib/page-contexts"

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
      context: {
        id,
        slug,
        name,
        photoCount: fileNames.length,
        ...servicePageSelection(fileNames, projects),
      },
    })
    if (fileNames.length === 0) continue
    serviceGalleries.push({ slug, name, photoCount: fileNames.length })
    createPhotoRun<ServicePhotosContext>(actions, "service-or-project-photos-page.tsx", fileNames, {
      photosOf: { kind: "service", slug },
      name,
    })
  }
  for (const { id, folder, title, town, photos: projectPhotos } of allProjectJson.nodes) {
    const fileNames = projectPhotos.map((photo) => photo.fileName)
    actions.createPage<ProjectPageContext>({
      path: projectPagePath(folder),
      component: path.join(TEMPLATES, "project-page.tsx"),
      context: {
        id,
        folder,
        fileNames: fileNames.slice(0, PROJECT_PAGE_PHOTOS),
        photosOf: { kind: "project", folder },
        photoCount: fileNames.length,
      },
    })
    // Photos its page cannot show go on pages of their own (all of them, in order, as a run).
    if (fileNames.length <= PROJECT_PAGE_PHOTOS) continue
    createPhotoRun<ProjectPhotosContext>(actions, "service-or-project-photos-page.tsx", fileNames, {
      photosOf: { kind: "project", folder },
      title,
      town,
    })
  }
  createPhotoRun<GalleryPageContext>(
    actions,
    "gallery-page.tsx",
    photos.map((photo) => photo.fileName),
    { photosOf: { kind: "gallery" }, serviceGalleries },
  )
}

/** What a run's pages share, given once for all of them: whose photos, and the rest of their context. */
type RunContext<Context extends PhotoRunPlace> = Omit<Context, "fileNames" | "page" | "pageCount">

/**
 * A run of photo pages (lib/photo-runs.ts): `fileNames` in pages of 24 (at least one page, so an
 * empty gallery still has its page) at the run's addresses, each made with `template` and given
 * `context` with its place in the run.
 */
function createPhotoRun<Context extends PhotoRunPlace>(
  actions: CreatePagesArgs["actions"],
  template: string,
  fileNames: readonly string[],
  context: RunContext<Context>,
): void {
  const pages = splitIntoPages(fileNames)
  pages.forEach((pageFiles, index) => {
    actions.createPage<RunContext<Context> & PhotoRunPlace>({
      path: runPagePath(context.photosOf, index + 1),
      component: path.join(TEMPLATES, template),
      context: { ...context, fileNames: pageFiles, page: index + 1, pageCount: pages.length },
    })
  })
}
