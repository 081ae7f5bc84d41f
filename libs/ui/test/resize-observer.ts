// jsdom has no ResizeObserver (every browser has one): an inert stand-in, for Radix's Switch, TanStack
// Virtual and the data table, which a test may replace with vi.stubGlobal to drive it. Loaded by
// this library's test setup and the client's.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
