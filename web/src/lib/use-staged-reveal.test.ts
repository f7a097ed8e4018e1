import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from './use-staged-reveal.ts';

describe('useStagedReveal', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** One painted frame, then the task queued after it. */
  const nextFrame = () => act(() => vi.advanceTimersByTime(17));

  it('shows nothing while inactive, then one more part per frame, and nothing again once inactive', () => {
    const { result, rerender } = renderHook(({ active }) => useStagedReveal(active, 2), { initialProps: { active: false } });
    nextFrame();
    expect(result.current).toBe(0);

    rerender({ active: true });
    // Not in the same render that finished the option: that frame has enough to paint.
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(1);
    nextFrame();
    expect(result.current).toBe(2);
    nextFrame();
    expect(result.current).toBe(2);

    rerender({ active: false });
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(0);

    // Active again (an option rewritten, then finished): staged again from the start.
    rerender({ active: true });
    expect(result.current).toBe(0);
    nextFrame();
    expect(result.current).toBe(1);
  });

  it('stops its pending frame when it goes inactive or unmounts', () => {
    const { result, rerender, unmount } = renderHook(({ active }) => useStagedReveal(active, 3), { initialProps: { active: true } });
    rerender({ active: false });
    nextFrame();
    expect(result.current).toBe(0);
    rerender({ active: true });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
