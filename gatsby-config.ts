import type { GatsbyConfig } from "gatsby"
import { siteUrlFromEnvironment } from "./src/build/site-url"
import { PREPARED_PHOTOS_FOLDER } from "./src/content-model/rules"

/** Public address of the site, used for canonical links and the sitemap. Set SITE_URL when deploying. */
const siteUrl = siteUrlFromEnvironment()

function jsonTypeName({ node }: { node: { name: string } }): string {
  const words = node.name.split(/[^a-zA-Z0-9]+/).filter(Boolean)
  return `${words.map((word) => word[0].toUpperCase() + word.slice(1)).join("")}Json`
}

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
      // The owner's JSON files. The gallery's photos are read from their upright copies below.
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/gallery/**"] },
    },
    {
      // Written by gatsby-node.ts (onPreBootstrap) from content/gallery/; see prepare-photos.ts.
      resolve: "gatsby-source-filesystem",
      options: { name: "gallery", path: `${__dirname}/${PREPARED_PHOTOS_FOLDER}` },
    },
    {
      // One GraphQL type per file, named after it: business.json -> BusinessJson (the plugin's
      // default names a single-object file after its folder).
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
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
