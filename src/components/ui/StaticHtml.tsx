import React, {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from "react"
import { isHydrating } from "../../lib/hydration"

type StaticHtmlProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "ul" | "section"
  /**
   * What the kept HTML needs done without React while it is shown (a module-level function, the
   * same every render): called with the element once, when the server's HTML was kept; returns
   * what undoes it. Content rendered by React does the same itself.
   */
  whileKept?: (element: HTMLElement) => () => void
  children: ReactNode
}

/**
 * Content that never changes while its page is shown: text, pictures, links to other pages. On
 * the page's first load the browser keeps the server-rendered HTML inside it as it is, and React
 * neither renders nor checks what it holds (a phone's hydration time grows with every element it
 * walks); on a page reached by a link it renders like every other element. Nothing inside may need React
 * after load — state, effects or event handlers: links to the site's pages are followed without
 * React (site-links.ts). The element itself (its class, attributes, ref) stays React's.
 */
export const StaticHtml = forwardRef<HTMLElement, StaticHtmlProps>(function StaticHtml(
  { as: Tag = "div", whileKept, children, ...props },
  ref,
) {
  const element = useRef<HTMLDivElement>(null)
  useImperativeHandle(ref, () => element.current as HTMLDivElement, [])
  // Decided at the first render: HTML kept stays kept for the element's life.
  const [keepsServerHtml, setKeepsServerHtml] = useState(isHydrating)
  // If React could not hydrate the page (HTML changed by a browser extension, say), it renders it
  // anew and there is no server HTML to keep: the content is rendered then, before it is drawn.
  useLayoutEffect(() => {
    if (keepsServerHtml && element.current?.firstChild === null) setKeepsServerHtml(false)
  }, [keepsServerHtml])
  useEffect(() => {
    if (!keepsServerHtml || !whileKept || !element.current?.firstChild) return undefined
    return whileKept(element.current)
  }, [keepsServerHtml, whileKept])
  const Element = Tag as "div"
  if (keepsServerHtml) {
    // An empty inner HTML over existing content: React takes the element and leaves its children as they are.
    return <Element ref={element} {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  }
  return (
    <Element ref={element} {...props}>
      {children}
    </Element>
  )
})
