// @ts-check
/**
 * The CPU time a page's load takes on its main thread: what the phone has to run, as opposed to
 * the wall time Lighthouse simulates its blocking time from. On the bench's two cores a task's
 * wall time is about twice its CPU time, and how much varies from run to run: the main thread
 * waits while Chrome's other threads (compiling the scripts, rasterising, answering its font
 * questions: Linux's Chrome asks its browser process for each size of a system font, an Android
 * phone's does not) run on the same two cores a phone spreads over eight. Lighthouse's simulation
 * makes each wait `cpuSlowdownMultiplier` times longer, so one page's blocking time spreads
 * 0-400 ms over seven runs where its CPU time moves by a few ms.
 *
 * - `mainThreadCpuMs`: the load's CPU time, summed;
 * - `cpuTimedTrace`: the trace with each of the main thread's tasks as long as its CPU time, for
 *   Lighthouse's own simulation (blocking-tasks.js): the blocking time of the same load on a
 *   machine whose other threads never keep the main thread waiting, as Lighthouse's guide asks
 *   of the machine it runs on.
 */

/**
 * @typedef {{ name: string, ph?: string, pid?: number, tid?: number, ts: number, dur?: number, tdur?: number,
 *   args?: { data?: { isLoadingMainFrame?: boolean, documentLoaderURL?: string } } }} TraceEvent
 */

/**
 * The main frame's navigation to the page, and its main thread's top-level tasks from then on
 * (a task run inside another, in a nested run loop, is part of the outer one), in order.
 * @param {TraceEvent[]} traceEvents
 */
function topLevelTasks(traceEvents) {
  const navigation = traceEvents.find(
    (event) =>
      event.name === "navigationStart" &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith("http"),
  )
  if (!navigation) throw new Error("The trace holds no navigation of the main frame to an http(s) page.")
  const onMainThread = (/** @type {TraceEvent} */ event) => event.pid === navigation.pid && event.tid === navigation.tid
  const runs = traceEvents
    .filter((event) => event.name === "RunTask" && event.ph === "X" && onMainThread(event) && event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts)
  /** @type {TraceEvent[]} */
  const tasks = []
  for (const task of runs) {
    const outer = tasks.at(-1)
    if (!outer || task.ts >= outer.ts + (outer.dur ?? 0)) tasks.push(task)
  }
  return { onMainThread, tasks }
}

/**
 * The thread CPU time (ms) of the main frame's main thread, in its top-level tasks from the
 * navigation to the end of the trace (Lighthouse's trace ends once the page is quiet).
 * @param {TraceEvent[]} traceEvents
 */
function mainThreadCpuMs(traceEvents) {
  const cpuUs = topLevelTasks(traceEvents).tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)
  return Math.round(cpuUs / 1000)
}

/**
 * The trace events with each top-level task of the page's main thread shortened to its CPU time,
 * and everything that happened inside it moved and shortened in the same proportion; the other
 * threads' events and the times between tasks as they were. Returns new events where it changes
 * one, the others themselves.
 * @param {TraceEvent[]} traceEvents
 * @returns {TraceEvent[]}
 */
function cpuTimedTrace(traceEvents) {
  const { onMainThread, tasks } = topLevelTasks(traceEvents)
  const mainThread = traceEvents.filter(onMainThread).sort((a, b) => a.ts - b.ts)
  /** @type {Map<TraceEvent, TraceEvent>} */
  const shortened = new Map()
  let next = 0
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0)
    const ratio = task.dur && task.tdur !== undefined ? Math.min(1, task.tdur / task.dur) : 1
    while (next < mainThread.length && mainThread[next].ts < task.ts) next++
    for (; next < mainThread.length && mainThread[next].ts < end; next++) {
      const event = mainThread[next]
      const moved = { ...event, ts: task.ts + (event.ts - task.ts) * ratio }
      if (event.dur !== undefined) moved.dur = event.dur * ratio
      shortened.set(event, moved)
    }
  }
  return traceEvents.map((event) => shortened.get(event) ?? event)
}

module.exports = { cpuTimedTrace, mainThreadCpuMs }
