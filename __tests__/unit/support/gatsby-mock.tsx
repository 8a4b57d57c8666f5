/**
 * What unit tests see of the `gatsby` package: a Link that is a plain anchor (so a component's
 * props reach the DOM unchanged), `navigate` as a mock, and no GraphQL (components get their data
 * from hooks, which tests mock).
 */
import React, { type AnchorHTMLAttributes } from "react"

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }

/** Like Gatsby's Link, a click is handled in the page instead of loading a new document. */
export function Link({ to, onClick, children, ...anchorProps }: LinkProps) {
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
      }}
      {...anchorProps}
    >
      {children}
    </a>
  )
}

export const navigate = jest.fn()

export function graphql(): never {
  throw new Error("graphql queries run at build time; mock the hook that uses it instead")
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery runs at build time; mock the hook that uses it instead")
}
