// A real browser on a 2-core machine: give each test room, and fail loudly rather than hang.
jest.setTimeout(60_000)
