/** Collects items and hands them over at most once per animation frame. */
export interface FrameBatcher<T> {
  push(item: T): void;
  /** Hands over whatever is waiting now. */
  flush(): void;
  /** Drops whatever is waiting. */
  cancel(): void;
}

type Scheduler = { request(callback: () => void): unknown; cancel(handle: unknown): void };

function frameScheduler(): Scheduler {
  if (typeof requestAnimationFrame === 'function') {
    return { request: (callback) => requestAnimationFrame(callback), cancel: (handle) => cancelAnimationFrame(handle as number) };
  }
  return { request: (callback) => setTimeout(callback, 16), cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };
}

export function createFrameBatcher<T>(apply: (items: T[]) => void): FrameBatcher<T> {
  const scheduler = frameScheduler();
  let queue: T[] = [];
  let handle: unknown = null;

  function stopTimer(): void {
    if (handle !== null) scheduler.cancel(handle);
    handle = null;
  }

  function flush(): void {
    stopTimer();
    if (queue.length === 0) return;
    const items = queue;
    queue = [];
    apply(items);
  }

  return {
    push(item) {
      queue.push(item);
      if (handle === null) handle = scheduler.request(flush);
    },
    flush,
    cancel() {
      stopTimer();
      queue = [];
    },
  };
}

/** Resolves in a later task, so that the work before and after it are two short tasks rather than one long. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
