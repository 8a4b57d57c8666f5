import type { GatsbyConfig } from "gatsby"
import { siteUrlFromEnvironment } from "./src/build/site-url"
import path from "node:path"
import { MANIFEST_FILE, PREPARED_PHOTOS_FOLDER } from "./src/content-model/rules"

/** Public address of the site, used for canonical links and the sitemap. Set SITE_URL when deploying. */
const siteUrl = siteUrlFromEnvironment()

const contentFolder = path.join(__dirname, "content")
const galleryFolder = path.join(contentFolder, "gallery")

/** In content/gallery/ only gallery.json is read as content; the photos come from their working copies. */
const isGalleryPhotoPath = (file: string) =>
  file.startsWith(`${galleryFolder}${path.sep}`) && file !== path.join(galleryFolder, "gallery.json")

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Example Contracting Co.",
    description:
      "General contractor and home maintenance across Massachusetts: remodeling, construction, flooring, roofing and repairs. 20+ years of experience. Free estimates.",
    siteUrl,
  },
  trailingSlash: "never",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    {
      // The owner's JSON files, gallery.json included; gatsby-node.ts makes nodes of them
      // (content-nodes.ts). The gallery's photos are read from their working copies below.
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: contentFolder, ignore: [isGalleryPhotoPath] },
    },
    {
      // Written by gatsby-node.ts (onPreBootstrap) from content/gallery/; see prepare-photos.ts.
      resolve: "gatsby-source-filesystem",
      options: { name: "gallery", path: path.join(__dirname, PREPARED_PHOTOS_FOLDER), ignore: [`**/${MANIFEST_FILE}`] },
    },
    "gatsby-plugin-image",
    // /sitemap-index.xml of every page but the 404, with siteUrl's address.
    "gatsby-plugin-sitemap",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Example Contracting Co.",
        short_name: "Example Contracting",
        description: "General contractor and home maintenance in Massachusetts",
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
