import { VERSION_FILE } from "./src/host/published-version"
import { writeGatsbySettings } from "./src/host/settings"
import type { GatsbyConfig } from "gatsby"
import netlifyAdapter from "gatsby-adapter-netlify"
import { keepingFreshCompiledCode } from "./src/gatsby/fresh-compiled-code"
import { contentSnapshot } from "./src/gatsby/content-snapshot"
import { siteIdentity } from "./src/gatsby/site-identity"
import { siteUrlFromEnvironment } from "./src/gatsby/site-url"
import { buildDelivery, formDeliveryOf } from "./src/gatsby/contact-delivery"
import { statSync } from "node:fs"
import path from "node:path"
import { GALLERY_FILE_NAME, photosOfFolder, PROJECT_FILE_NAME } from "./src/contract/gallery-files"
import { MANIFEST_FILE, PREPARED_PHOTOS_FOLDER, TILE_FOLDER, TILE_RECORD_FILE } from "./src/photos/photo-rules"
import { THANK_YOU_PATH } from "./src/lib/paths"
import { pagesWithImages, sitemapEntry, SITEMAP_QUERY } from "./src/gatsby/sitemap-images"

// The settings Gatsby and its Netlify adapter read themselves: its image workers, the adapter's cache.
writeGatsbySettings()

/** Public address of the site, used for canonical links and the sitemap. Set SITE_URL when deploying. */
const siteUrl = siteUrlFromEnvironment()

/** Who the business is, from content/business.json. */
const business = siteIdentity()

const contentFolder = path.join(__dirname, "content")
const galleryFolder = path.join(contentFolder, "gallery")

/** Whether `file` is a folder (folders are walked, so a project's project.json is found). */
const isFolder = (file: string) => {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}

/**
 * In content/gallery/ only gallery.json and the projects' project.json are read as content; the
 * photos come from their working copies. A project.json whose folder has no photo left is not
 * read either: the project has no page and no card until photos are added (the build warns).
 */
const isUnreadGalleryFile = (file: string) => {
  if (!file.startsWith(`${galleryFolder}${path.sep}`) || file === path.join(galleryFolder, GALLERY_FILE_NAME)) return false
  if (path.basename(file) === PROJECT_FILE_NAME) {
    const folder = path.relative(galleryFolder, path.dirname(file)).split(path.sep).join("/")
    return photosOfFolder(contentSnapshot().gallery.photos, folder).length === 0
  }
  return !isFolder(file)
}

/** A file of a photo's tiles other than their record (tile-files.ts). */
const isTileFile = (file: string) => path.basename(path.dirname(file)) === TILE_FOLDER && path.basename(file) !== TILE_RECORD_FILE

const config: GatsbyConfig = {
  // Each page's title and description come from content/ through its Head; the sitemap needs the
  // address; the contact page reads where its form sends, as this build decided it, once.
  siteMetadata: { siteUrl, contactDelivery: formDeliveryOf(buildDelivery()) },
  trailingSlash: "never",
  // Gatsby's Netlify adapter, installed with the project so the host installs nothing during the
  // build, and used by every build, local or hosted, so the tests check what the host serves.
  // Gatsby's own image CDN support stays off: in netlify image mode the site writes its CDN
  // addresses itself (src/photos/cdn/netlify-pictures.ts). Its cache: NETLIFY_LOCAL (writeGatsbySettings above),
  // restored without the previous build's compiled code (fresh-compiled-code.ts).
  adapter: keepingFreshCompiledCode(netlifyAdapter({ imageCDN: false }), __dirname),
  // What the live site was built from (src/host/published-version.js), read by the editor: always asked again.
  // (The adapter writes these beside its own defaults, which a rule in static/_headers would not override.)
  headers: [{ source: `/${VERSION_FILE}`, headers: [{ key: "cache-control", value: "no-cache" }] }],
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // createPages' query lives in src/gatsby/, not in gatsby-node.ts.
    documentSearchPaths: ["./gatsby-node.ts", "./src/gatsby/create-site-pages.ts"],
  },
  plugins: [
    {
      // The owner's JSON files, gallery.json included; gatsby-node.ts makes nodes of them
      // (content-nodes.ts). The gallery's photos are read from their working copies below.
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentFolder, ignore: [isUnreadGalleryFile] },
    },
    {
      // Written by gatsby-node.ts (onPreBootstrap) from content/gallery/; see prepare-photos.ts. The
      // tiles beside each copy are published by the GalleryPhoto.tiles resolver, not read as photos;
      // only their record is read, so the pages that show them follow its changes.
      resolve: "gatsby-source-filesystem",
      options: {
        name: "gallery",
        path: path.join(__dirname, PREPARED_PHOTOS_FOLDER),
        ignore: [`**/${MANIFEST_FILE}`, isTileFile],
      },
    },
    "gatsby-plugin-image",
    // /sitemap-index.xml of every page but the 404 and the form's thank-you page, with siteUrl's
    // address, and each published photo under the page that shows it best (sitemap-images.ts).
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: [THANK_YOU_PATH], query: SITEMAP_QUERY, resolvePages: pagesWithImages, serialize: sitemapEntry },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: business.name,
        short_name: business.shortName,
        description: `General contractor and home maintenance in ${business.serviceArea}`,
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#1e40af",
        display: "standalone",
        icon: "src/images/icon.svg",
      },
    },
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
  ],
}

export default config
