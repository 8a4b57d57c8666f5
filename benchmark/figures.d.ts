/** What each of the bench's measures gives, named once for the checks (checks.js) and the tables (tables.js). */
import type { BuildFigures } from "./build-timing"
import type { measureCatalogue } from "./catalogue"
import type { measureInteractions } from "./interactions"
import type { measureJobPhotos } from "./job-photos"
import type { measureLimitedBuilds } from "./limited-builds"
import type { measureMainThread } from "./main-thread-floor"
import type { measureRoute } from "./measure-pages"
import type { measureNetlifyMode } from "./netlify-mode"
import type { measureScale } from "./scale"
import type { viewerFigures } from "./viewer-figures"

type Of<Measure extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Measure>>

export type Page = Of<typeof measureRoute>
export type MainThread = Of<typeof measureMainThread>
export type Interactions = Of<typeof measureInteractions>
export type NetlifyMode = Of<typeof measureNetlifyMode>
export type JobPhotos = Of<typeof measureJobPhotos>
export type Catalogue = Of<typeof measureCatalogue>
export type Limited = Of<typeof measureLimitedBuilds>
export type Scale = Of<typeof measureScale>
export type Viewer = ReturnType<typeof viewerFigures>
/** A cold build and a warm rebuild (of real photos: how many, and which set). */
export type Builds = BuildFigures & { photos?: number; set?: string }

/** One figure beside its budget. */
export interface Check {
  name: string
  value: number | string | null
  budget: string
  unit: string
  pass: boolean
  /** Why the figure was not measured, when it was not (the verdict says so). */
  missing?: string
}

/** What a blocking time is checked by: a route's median beside its floor (main-thread-floor.js). */
export interface FloorRow {
  route: string
  blockingMs: number
  floorMs: number
}
