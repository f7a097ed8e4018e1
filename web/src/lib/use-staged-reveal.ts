import { useEffect, useState } from 'react';

/** Runs `callback` in a task of its own after the browser's next frame has been painted. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of `stages` parts to show: none while `active` is false, then one more after each
 * painted frame. Parts that appear together are laid out and painted in one long task; shown a
 * frame apart, each is a short one, and the page keeps answering in between.
 */
export function useStagedReveal(active: boolean, stages: number): number {
  const [shown, setShown] = useState(0);
  // Each time it turns active, the parts start again from none (state adjusted while rendering).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setShown(0);
  }

  useEffect(() => {
    if (!active || shown >= stages) return;
    return afterNextPaint(() => setShown((value) => Math.min(stages, value + 1)));
  }, [active, shown, stages]);

  return active ? shown : 0;
}
