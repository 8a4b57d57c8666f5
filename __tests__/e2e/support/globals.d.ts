declare global {
  // The static server started by global-setup.ts, closed by global-teardown.ts.
  // eslint-disable-next-line no-var
  var __E2E_SERVER__: { url: string; close: () => Promise<void> } | undefined
}

export {}
