/** Runs `task` once the page is idle (at the latest after `timeoutMs`); returns what cancels it. */
export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const id = requestIdleCallback(task, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}
