/**
 * What unit tests see of the `gatsby` package: `navigate` and `prefetchPathname` as mocks, and no
 * GraphQL (components get their data from hooks, which tests mock). The site's links are its own
 * anchors (SiteLink), followed by site-links.ts.
 */
export const navigate = jest.fn()

export const prefetchPathname = jest.fn()

export function graphql(): never {
  throw new Error("graphql queries run at build time; mock the hook that uses it instead")
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery runs at build time; mock the hook that uses it instead")
}
