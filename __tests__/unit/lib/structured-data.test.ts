import { parseDays, to24Hour } from "../../../src/contract/opening-days"
import { generalContractorJsonLd, openingHoursSpecification } from "../../../src/lib/business-json-ld"
import { serializeJsonLd, servicePageJsonLd, servicesJsonLd, trailFromHome } from "../../../src/lib/structured-data"
import { businessFixture } from "../support/business-fixture"

const services = [
  { name: "Deck Construction", slug: "deck-construction", category: "Construction", description: "Decks." },
  { name: "Roof Repair", slug: "roof-repair", category: "Roofing", description: "Roofs." },
]
const SITE = "https://www.example.com"

describe("opening days", () => {
  it.each([
    ["Monday-Friday", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]],
    ["Saturday", ["Saturday"]],
    ["saturday, Sunday", ["Saturday", "Sunday"]],
    ["Monday – Wednesday, Friday", ["Monday", "Tuesday", "Wednesday", "Friday"]],
  ])("reads %p", (label, days) => {
    expect(parseDays(label)).toEqual(days)
  })

  it.each(["Weekdays", "Friday-Monday", "Mon-Fri", ""])("refuses %p", (label) => {
    expect(parseDays(label)).toBeUndefined()
  })

  it.each([
    ["8:00 AM", "08:00"],
    ["6:00 PM", "18:00"],
    ["12:00 PM", "12:00"],
    ["12:30 AM", "00:30"],
  ])("turns %p into %p", (time, iso) => {
    expect(to24Hour(time)).toBe(iso)
  })
})

describe("structured data", () => {
  it("lists the open days' hours and leaves closed Sunday out", () => {
    expect(openingHoursSpecification(businessFixture.hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "15:00" },
    ])
  })

  it("describes the business as a GeneralContractor with its services and no self-awarded rating", () => {
    const data = generalContractorJsonLd(businessFixture, services, SITE, `${SITE}/static/x.jpg`)
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      name: "Test Contracting LLC",
      telephone: "+16175550199",
      email: "hello@example.org",
      image: `${SITE}/static/x.jpg`,
      areaServed: { "@type": "State", name: "Massachusetts" },
    })
    expect(data).not.toHaveProperty("aggregateRating")
    const catalog = data.hasOfferCatalog as { itemListElement: Array<{ itemOffered: { name: string; url: string } }> }
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(["Deck Construction", "Roof Repair"])
    expect(catalog.itemListElement[0].itemOffered.url).toBe(`${SITE}/services/deck-construction`)
  })

  it("gives the postal address, leaving out a street the business does not publish", () => {
    expect(generalContractorJsonLd(businessFixture, services, SITE).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Natick",
      addressRegion: "MA",
      postalCode: "01760",
      addressCountry: "US",
    })
    const withStreet = { ...businessFixture, address: { ...businessFixture.address, streetAddress: "12 Main St" } }
    expect(generalContractorJsonLd(withStreet, services, SITE).address).toMatchObject({ streetAddress: "12 Main St" })
  })

  it("describes a service page: its breadcrumb trail and the Service, with its photo", () => {
    const trail = [
      { name: "Home", path: "/" },
      { name: "Our Services", path: "/services" },
      { name: "Deck Construction", path: "/services/deck-construction" },
    ]
    expect(servicePageJsonLd(businessFixture, services[0], trail, SITE, `${SITE}/static/deck.jpg`)).toEqual({
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
            { "@type": "ListItem", position: 2, name: "Our Services", item: `${SITE}/services` },
            { "@type": "ListItem", position: 3, name: "Deck Construction", item: `${SITE}/services/deck-construction` },
          ],
        },
        {
          "@type": "Service",
          name: "Deck Construction",
          serviceType: "Construction",
          description: "Decks.",
          url: `${SITE}/services/deck-construction`,
          areaServed: { "@type": "State", name: "Massachusetts" },
          provider: { "@id": `${SITE}/#business` },
          image: `${SITE}/static/deck.jpg`,
        },
      ],
    })
  })

  it("lists the services page's Service items in order, provided by the business", () => {
    const data = servicesJsonLd(businessFixture, services, SITE)
    expect(data.itemListElement).toEqual([
      expect.objectContaining({
        position: 1,
        item: expect.objectContaining({
          "@type": "Service",
          name: "Deck Construction",
          provider: { "@id": `${SITE}/#business` },
        }),
      }),
      expect.objectContaining({ position: 2, item: expect.objectContaining({ name: "Roof Repair", serviceType: "Roofing" }) }),
    ])
  })

  it("escapes < so no text can close the script element", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("<")
  })
})

describe("trailFromHome", () => {
  it("starts every trail at the home page", () => {
    expect(trailFromHome({ name: "Projects", path: "/projects" })).toEqual([
      { name: "Home", path: "/" },
      { name: "Projects", path: "/projects" },
    ])
    expect(trailFromHome()).toEqual([{ name: "Home", path: "/" }])
  })
})
