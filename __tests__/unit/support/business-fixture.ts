import type { Business } from "../../../src/hooks/useBusiness"

/** A business record shaped like the GraphQL data components receive. */
export const businessFixture: Business = {
  name: "Test Contracting LLC",
  shortName: "Test Contracting",
  phone: "(617) 555-0199",
  email: "hello@example.org",
  smsBody: "Hi! I'd like a free quote.",
  serviceArea: "Massachusetts",
  yearsExperience: 20,
  hicRegistration: "176543",
  constructionSupervisorLicense: "CS-104321",
  address: { streetAddress: null, addressLocality: "Natick", addressRegion: "MA", postalCode: "01760" },
  hours: [
    { days: "Monday-Friday", opens: "8:00 AM", closes: "6:00 PM", closed: null },
    { days: "Saturday", opens: "9:00 AM", closes: "3:00 PM", closed: null },
    { days: "Sunday", opens: null, closes: null, closed: true },
  ],
  hoursNote: "Emergency services may be available on request.",
}
