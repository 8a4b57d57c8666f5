import { CONTENT_FILES, CONTENT_KEYS } from "../../../src/contract/content-files"
import { contentTypeDefs } from "../../../src/gatsby/schema"

/** The GraphQL types come from the content schemas; these are the facts pages rely on. */
describe("contentTypeDefs", () => {
  const typeBlock = (name: string) => new RegExp(`type ${name}[^{]*\\{([^}]*)\\}`).exec(contentTypeDefs)?.[1] ?? ""

  it("declares every content file's node type with its required and optional fields", () => {
    expect(contentTypeDefs).toMatch(/type BusinessJson implements Node @dontInfer \{/)
    expect(typeBlock("ServicesJson")).toMatch(/^\s+slug: String!$/m)
    expect(typeBlock("ServicesJson")).toMatch(/^\s+includes: \[String!\]!$/m)
    expect(typeBlock("ServicesJson")).toMatch(/^\s+core: Boolean!$/m)
    expect(typeBlock("BusinessJson")).toMatch(/^\s+yearsExperience: Int!$/m)
    expect(typeBlock("BusinessJson")).toMatch(/^\s+constructionSupervisorLicense: String$/m)
    expect(typeBlock("BusinessJson")).toMatch(/^\s+address: BusinessAddress!$/m)
    expect(typeBlock("BusinessJson")).toMatch(/^\s+hours: \[BusinessHours!\]!$/m)
    expect(typeBlock("BusinessAddress")).toMatch(/^\s+streetAddress: String$/m)
  })

  it("declares the testimonials' own id (as jsonId), the featured photo's link and the photos' details", () => {
    expect(typeBlock("TestimonialsJson")).toMatch(/^\s+jsonId: String!$/m)
    expect(typeBlock("BusinessJson")).toMatch(/^\s+featuredPhoto: GalleryPhoto @link\(by: "fileName"\)$/m)
    expect(typeBlock("GalleryJson")).toMatch(/^\s+order: Int$/m)
    expect(typeBlock("GalleryPhoto")).toMatch(/^\s+alt: String!$/m)
    expect(typeBlock("GalleryPhoto")).toMatch(/^\s+order: Int$/m)
  })

  it("declares one node type per collection of the registry, a folder's entries (ProjectJson) with what the build adds", () => {
    for (const key of CONTENT_KEYS) {
      expect(
        contentTypeDefs.match(new RegExp(`type ${CONTENT_FILES[key].nodeType} implements Node @dontInfer \\{`, "g")),
      ).toHaveLength(1)
    }
    expect(typeBlock("ProjectJson")).toMatch(/^\s+title: String!$/m)
    expect(typeBlock("ProjectJson")).toMatch(/^\s+before: GalleryPhoto @link\(by: "fileName"\)$/m)
    expect(typeBlock("ProjectJson")).toMatch(/^\s+folder: String!$/m)
    expect(typeBlock("ProjectJson")).toMatch(/^\s+serviceDetails: \[ServicesJson!\]! @link\(by: "slug", from: "services"\)$/m)
  })

  it("says which values a field with a fixed list allows", () => {
    expect(contentTypeDefs).toMatch(
      /"One of: Remodeling, Construction, Flooring, Roofing, Repairs & Maintenance\."\n\s+category: String!/,
    )
  })
})
