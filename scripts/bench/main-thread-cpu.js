// @ts-check
/**
 * The CPU time a page's load takes on its main thread: what the phone has to run, as opposed to
 * the blocking time, which Lighthouse simulates from each task's wall time. On the bench's two
 * cores a task's wall time is about twice its CPU time (the main thread waits while Chrome's other
 * threads, compiling the scripts, rasterising, run on the same cores), and how much varies from run
 * to run: the blocking time of one page spreads 0-400 ms over seven runs, its CPU time by a few ms.
 * It tells what a change to the site costs or saves where the blocking time's spread hides it.
 */

/**
 * @typedef {{ name: string, ph?: string, pid?: number, tid?: number, ts: number, dur?: number, tdur?: number,
 *   args?: { data?: { isLoadingMainFrame?: boolean, documentLoaderURL?: string } } }} TraceEvent
 */

/**
 * The thread CPU time (ms) of the main frame's main thread, in its top-level tasks from the
 * navigation to the end of the trace (Lighthouse's trace ends once the page is quiet).
 * @param {TraceEvent[]} traceEvents
 */
function mainThreadCpuMs(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  )
  if (!navigation) throw new Error("The trace holds no navigation of the main frame to an http(s) page.")
  const tasks = traceEvents
    .filter(
      (event) =>
        event.name === "RunTask" &&
        event.ph === "X" &&
        event.pid === navigation.pid &&
        event.tid === navigation.tid &&
        event.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let cpuUs = 0
  let topLevelEnd = -Infinity
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is already in the outer one's time.
    if (task.ts < topLevelEnd) continue
    topLevelEnd = task.ts + (task.dur ?? 0)
    cpuUs += task.tdur ?? 0
  }
  return Math.round(cpuUs / 1000)
}

module.exports = { mainThreadCpuMs }
