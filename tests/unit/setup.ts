import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out and has no ResizeObserver; Fluent's MessageBar observes its own size.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
