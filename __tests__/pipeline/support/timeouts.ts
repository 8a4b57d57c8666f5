// A full `gatsby build` of the fixture site takes minutes on a 2-core machine (its hooks run builds).
jest.setTimeout(15 * 60_000)
