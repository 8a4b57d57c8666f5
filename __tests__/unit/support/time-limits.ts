/**
 * The time limits of unit tests whose work is real, each sized to its work with room for a machine
 * doing something else (npm test runs the unit tests on one core beside the builds and the
 * browser): a test file of such work sets its own (`jest.setTimeout`); jest's 5 s default stays for
 * the rest, where a test that slow is a test gone wrong. Alone, each kind takes about the time noted.
 */
export const TIME_LIMITS = {
  /** Encoding, cutting and measuring real photos with sharp (1-2 s a test alone; 5 s beside two busy processes). */
  photoWork: 60_000,
  /** The strip's harness walking hours of builds on its fake clock (up to 2 s a test). */
  stripHarness: 30_000,
  /** Typing a whole form with Testing Library's user-event (up to 1 s a test). */
  typing: 30_000,
  /** A child Node process started and awaited (about 0.5 s a test). */
  childProcess: 30_000,
  /** A property checked over every case it has (about 1 s). */
  everyCase: 30_000,
} as const
