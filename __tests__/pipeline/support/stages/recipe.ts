/**
 * One stage of the pipeline's fixture site: what the owner changes in it (`prepare`, run on the
 * site as the stage before it left it) and the settings its `gatsby build` runs with.
 */
export interface StageRecipe {
  /** What the stage is, for the log. */
  what: string
  env: Record<string, string>
  prepare: () => void | Promise<void>
}
