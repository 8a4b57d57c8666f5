import { buildStages } from "./stage-builds"

/**
 * The pipeline project's global set-up (jest.config.js): builds the fixture site's stages that are
 * out of date before any pipeline test runs, so the tests only read them (a failed build fails the
 * run). Test code run by jest, not a tool: no tool loads code from __tests__/.
 */
export default async function buildPipelineStages(): Promise<void> {
  await buildStages()
}
