import { graphql, useStaticQuery } from "gatsby"

export interface ShareImage {
  src: string
  width: number
  height: number
  alt: string
}

/** The 1200x630 JPEG of business.json's featuredPhoto that pages show when shared, if there is one. */
export function useShareImage(): ShareImage | undefined {
  const data = useStaticQuery<Queries.ShareImageQuery>(graphql`
    query ShareImage {
      businessJson {
        featuredPhoto {
          alt
          image {
            childImageSharp {
              resize(width: 1200, height: 630, cropFocus: CENTER, toFormat: JPG, jpegQuality: 80) {
                src
                width
                height
              }
            }
          }
        }
      }
    }
  `)
  const photo = data.businessJson?.featuredPhoto
  const resized = photo?.image.childImageSharp?.resize
  if (!photo || !resized?.src || !resized.width || !resized.height) return undefined
  return { src: resized.src, width: resized.width, height: resized.height, alt: photo.alt }
}
