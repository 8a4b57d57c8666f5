import React, { useLayoutEffect, type ReactNode } from "react"
import { useBusiness } from "../../hooks/useBusiness"
import { useProjectCount } from "../../hooks/useProjectCount"
import { setHydrating } from "../../lib/hydration"
import { NotificationArea } from "../notifications/NotificationArea"
import { CallBar } from "./CallBar"
import { Footer } from "./Footer"
import { Header } from "./Header"
import { PageTransition } from "./PageTransition"
import * as styles from "./Layout.module.css"

interface LayoutProps {
  pathname: string
  children: ReactNode
}

/** Header, page (with its transition), footer, the phone's call bar and the notification area, shared by every route. */
export function Layout({ pathname, children }: LayoutProps) {
  const business = useBusiness()
  const projectCount = useProjectCount()
  // The page's first render is committed: whatever renders from now on, renders in the browser (StaticHtml).
  useLayoutEffect(() => setHydrating(false), [])
  return (
    <>
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      <Header pathname={pathname} siteName={business.shortName} phone={business.phone} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <PageTransition pathname={pathname}>{children}</PageTransition>
      </main>
      <Footer business={business} withProjects={projectCount > 0} />
      <CallBar business={business} />
      <NotificationArea />
    </>
  )
}
