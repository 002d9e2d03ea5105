/**
 * Runs tasks one at a time per key, keys independently of each other: a promise chain per
 * key, dropped once it runs dry so that idle channels cost nothing.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  /** Runs a task after every task queued before it under the same key; its outcome is the task's. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    // The chain continues whether the task succeeds or throws.
    const tail = result.then(
      () => {},
      () => {},
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
