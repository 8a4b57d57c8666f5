// @ts-check
/**
 * What a Lighthouse run's total blocking time is made of. Lighthouse does not time a slow phone:
 * it loads the page at full speed, then simulates the load (lantern) on a slow network with every
 * main-thread task of the trace made `cpuSlowdownMultiplier` times longer, and counts the part over
 * 50 ms of each simulated task between first contentful paint and time to interactive. Its figure
 * is the mean of two simulations (optimistic and pessimistic), each with its own paint and
 * interactive times. This lists those tasks, each with its share of the figure and what it held in
 * the trace: the longest events inside it and the files they name (a script evaluated, a response
 * handled, an image).
 */

/** Lighthouse's threshold: a task blocks for what it lasts over this. */
const BLOCKING_THRESHOLD_MS = 50

/**
 * @typedef {{ name: string, dur?: number, args?: { data?: { url?: string } } }} TraceEvent
 * @typedef {{ type?: string, childEvents: TraceEvent[] }} TaskNode
 * @typedef {object} SimulatedTask
 * @property {TaskNode} node The task's node in the page's graph (the same object in both simulations).
 * @property {number} start Simulated start, ms.
 * @property {number} end Simulated end, ms.
 * @typedef {object} Simulation
 * @property {number} paintMs Its first contentful paint.
 * @property {number} interactiveMs Its time to interactive.
 * @property {SimulatedTask[]} tasks
 * @typedef {object} BlockingTask
 * @property {TaskNode} node
 * @property {number} startMs The optimistic simulation's start.
 * @property {number} durationMs The optimistic simulation's length.
 * @property {number} blockingMs Its share of the run's blocking time (the mean of both simulations').
 */

/**
 * What `task` adds to a simulation's blocking time: its part between first paint and interactive,
 * less the threshold (as Lighthouse's calculateTbtImpactForEvent).
 * @param {SimulatedTask} task @param {Simulation} simulation
 */
function blockingOf(task, { paintMs, interactiveMs }) {
  if (task.end - task.start < BLOCKING_THRESHOLD_MS) return 0
  const within = Math.min(task.end, interactiveMs) - Math.max(task.start, paintMs)
  return Math.max(0, within - BLOCKING_THRESHOLD_MS)
}

/**
 * The tasks that block in either simulation, each with its share of the mean, the most first.
 * @param {Simulation} optimistic @param {Simulation} pessimistic
 * @returns {BlockingTask[]}
 */
function blockingTasks(optimistic, pessimistic) {
  /** @type {Map<TaskNode, BlockingTask>} */
  const byNode = new Map()
  for (const simulation of [optimistic, pessimistic]) {
    for (const task of simulation.tasks) {
      const share = blockingOf(task, simulation) / 2
      if (share === 0) continue
      const known = byNode.get(task.node)
      if (known) known.blockingMs += share
      else byNode.set(task.node, { node: task.node, startMs: task.start, durationMs: task.end - task.start, blockingMs: share })
    }
  }
  return [...byNode.values()].sort((a, b) => b.blockingMs - a.blockingMs)
}

/**
 * What a task held: its longest trace events (ms at full speed) and the files they name.
 * @param {TaskNode} node
 */
function contentsOf(node, events = 2) {
  const byName = new Map()
  const files = new Set()
  for (const event of node.childEvents) {
    byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000)
    const url = event.args?.data?.url
    if (url) files.add(url.split("?")[0].split("/").pop() || url)
  }
  const longest = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, events)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
  return `${longest.join(", ")}${files.size > 0 ? ` [${[...files].slice(0, 3).join(" ")}]` : ""}`
}

/**
 * @typedef {{ lhr: { configSettings: object }, artifacts: Record<string, unknown> & { Trace: { traceEvents: object[] } } }} RunResult
 * A Lighthouse run's runner result: the report and the artifacts.
 */

/** One of Lighthouse's lantern metrics. @param {string} file */
const lanternMetric = (file) => import(`lighthouse/core/computed/metrics/${file}.js`)

/**
 * What Lighthouse's lantern metrics simulate a run from, with `trace` in place of the run's own
 * (main-thread-cpu.js's cpuTimedTrace), and a cache of their own.
 * @param {RunResult} result @param {RunResult["artifacts"]["Trace"]} trace
 */
const lanternInputs = ({ lhr, artifacts }, trace) => ({
  data: {
    trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  },
  context: { computedCache: new Map() },
})

/**
 * A run's total blocking time (ms) as Lighthouse's own lantern metrics simulate it from `trace` (on
 * the run's own trace, the figure of its report) and, when `explain`, the tasks it is made of:
 * { blockingMs, tasks: [{ startMs, durationMs, blockingMs, holds }] }. One simulation serves both.
 * @param {RunResult} result @param {RunResult["artifacts"]["Trace"]} trace @param {boolean} explain
 */
async function simulatedBlocking(result, trace, explain) {
  const { data, context } = lanternInputs(result, trace)
  const { LanternTotalBlockingTime } = await lanternMetric("lantern-total-blocking-time")
  const blocking = await LanternTotalBlockingTime.request(data, context)
  if (!explain) return { blockingMs: blocking.timing, tasks: [] }
  const [{ LanternFirstContentfulPaint }, { LanternInteractive }] = await Promise.all(
    ["lantern-first-contentful-paint", "lantern-interactive"].map(lanternMetric),
  )
  const paint = await LanternFirstContentfulPaint.request(data, context)
  const interactive = await LanternInteractive.request(data, context)
  /** @param {{ nodeTimings: Map<TaskNode, { startTime: number, endTime: number }> }} estimate @returns {SimulatedTask[]} */
  const tasksOf = (estimate) =>
    [...estimate.nodeTimings]
      .filter(([node]) => node.type === "cpu")
      .map(([node, timing]) => ({ node, start: timing.startTime, end: timing.endTime }))
  // As Lighthouse's TotalBlockingTime: the optimistic figure runs from the pessimistic paint to the optimistic interactive, and back.
  const tasks = blockingTasks(
    {
      paintMs: paint.pessimisticEstimate.timeInMs,
      interactiveMs: interactive.optimisticEstimate.timeInMs,
      tasks: tasksOf(blocking.optimisticEstimate),
    },
    {
      paintMs: paint.optimisticEstimate.timeInMs,
      interactiveMs: interactive.pessimisticEstimate.timeInMs,
      tasks: tasksOf(blocking.pessimisticEstimate),
    },
  )
  return {
    blockingMs: blocking.timing,
    tasks: tasks.map(({ node, startMs, durationMs, blockingMs }) => ({
      startMs: Math.round(startMs),
      durationMs: Math.round(durationMs),
      blockingMs: Math.round(blockingMs),
      holds: contentsOf(node),
    })),
  }
}

module.exports = { blockingTasks, contentsOf, simulatedBlocking }
