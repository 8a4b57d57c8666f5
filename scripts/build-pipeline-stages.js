// @ts-check
/**
 * Builds the pipeline tests' fixture site stage by stage (__tests__/pipeline/support/stage-builds.ts),
 * each only when what it is made from changed since it was last built, so that the pipeline tests
 * only read: `npm test` runs it before them, beside the unit tests.
 *
 *   node scripts/build-pipeline-stages.js
 */
const path = require("node:path")
const { createJiti } = require("jiti")

/** @type {typeof import("../__tests__/pipeline/support/stage-builds")} */
const { buildStages } = createJiti(__filename)(path.join(__dirname, "..", "__tests__", "pipeline", "support", "stage-builds.ts"))

buildStages().catch((error) => {
  console.error(error)
  process.exit(1)
})
