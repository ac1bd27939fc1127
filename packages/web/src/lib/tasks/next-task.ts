/**
 * Resolves in a task of its own: work after it yields to the browser first
 * (a paint, a tap), so no step of a long job holds a phone's main thread.
 * A timeout, not an idle callback: Safari has none.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
