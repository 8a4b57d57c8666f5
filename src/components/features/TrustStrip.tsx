import React from "react"
import type { Business } from "../../hooks/useBusiness"
import { MA_LICENCE_LOOKUP } from "../../lib/licence-lookup"
import { Icon } from "../ui/Icon"
import { StaticHtml } from "../ui/StaticHtml"
import * as styles from "./TrustStrip.module.css"

/** The strip's heading, for screen readers (the strip's words speak for themselves on screen). */
export const TRUST_STRIP_LABEL = "Why homeowners trust us"
const HEADING_ID = "trust-strip-heading"

type TrustFacts = Pick<Business, "yearsExperience" | "hicRegistration" | "constructionSupervisorLicense">

/** A licence's number, linking to the Commonwealth's lookup, where a visitor can check it. */
function LicenceLink({ children }: { children: string }) {
  return (
    <a href={MA_LICENCE_LOOKUP} rel="noopener noreferrer" className={styles.licence}>
      {children}
      <span className="visually-hidden"> (check it on the Commonwealth&apos;s licence lookup)</span>
    </a>
  )
}

/**
 * The strip of trust under the home page's hero and a service's first band (docs/requirements.md):
 * the years, free written estimates, and licensed and insured with the numbers a homeowner can
 * check. Never changes on the page (StaticHtml).
 */
export function TrustStrip({ business }: { business: TrustFacts }) {
  const { yearsExperience, hicRegistration, constructionSupervisorLicense } = business
  return (
    <section className={styles.band} aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="visually-hidden">
        {TRUST_STRIP_LABEL}
      </h2>
      <StaticHtml as="ul" className={styles.strip}>
        <li className={styles.point}>
          <Icon name="award" size={24} className={styles.icon} />
          <span className={styles.title}>{yearsExperience}+ Years in Business</span>
        </li>
        <li className={styles.point}>
          <Icon name="clipboard-list" size={24} className={styles.icon} />
          <span className={styles.title}>Free Written Estimates</span>
        </li>
        <li className={`${styles.point} ${styles.licensed}`}>
          <Icon name="shield-check" size={24} className={styles.icon} />
          <span className={styles.title}>Licensed &amp; Insured</span>
          <span className={styles.licences}>
            <LicenceLink>{`MA HIC #${hicRegistration}`}</LicenceLink>
            {constructionSupervisorLicense && <LicenceLink>{`CSL ${constructionSupervisorLicense}`}</LicenceLink>}
          </span>
        </li>
      </StaticHtml>
    </section>
  )
}
