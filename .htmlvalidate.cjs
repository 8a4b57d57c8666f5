/**
 * html-validate settings for the built pages in public/ (checked by __tests__/e2e/validity.test.ts).
 * Each rule turned off names the generated markup that needs it; everything else is "recommended".
 */
module.exports = {
  extends: ["html-validate:recommended"],
  rules: {
    // Gatsby's document template writes <meta charSet="utf-8"/> (React's prop name).
    "attr-case": "off",
    // Gatsby's mount points: <div id="___gatsby">; React's serializer writes <meta ... /> and
    // <!DOCTYPE html> in its own style.
    "valid-id": "off",
    "void-style": "off",
    "doctype-style": "off",
    // React writes boolean attributes with an empty value: <input required="">.
    "attribute-boolean-style": "off",
    // Style attributes React writes: Gatsby's #gatsby-focus-wrapper (outline:none) and the image
    // boxes' aspect ratio and placeholder colour.
    "no-inline-style": "off",
    // Our tel: links are labelled actions ("Call Now", "Call us") rather than bare numbers; where a
    // number is printed it is kept on one line with non-breaking characters (displayPhone).
    "tel-non-breaking": "off",
  },
}
