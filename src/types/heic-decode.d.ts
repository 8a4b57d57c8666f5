/** heic-decode has no type declarations of its own; this is the part the build uses. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number
    height: number
    /** RGBA, 4 bytes a pixel, rows top to bottom, with the photo's rotation already applied. */
    data: Uint8ClampedArray
  }
  function decode(input: { buffer: Buffer | Uint8Array }): Promise<DecodedImage>
  export default decode
}
