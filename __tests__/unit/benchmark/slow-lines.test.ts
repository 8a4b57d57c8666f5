import { landingRoutes } from "../../../benchmark/slow-lines"

describe("landingRoutes", () => {
  it("takes the home page, /services and the first service's page of a sitemap's routes, in that order", () => {
    const routes = [
      "/",
      "/about",
      "/gallery",
      "/services",
      "/services/bathroom-remodeling",
      "/services/deck-construction",
      "/projects/deck",
    ]
    expect(landingRoutes(routes)).toEqual(["/", "/services", "/services/bathroom-remodeling"])
  })

  it("leaves out what the site does not have", () => {
    expect(landingRoutes(["/", "/gallery"])).toEqual(["/"])
  })
})
