import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, preloadOnFirstInteraction } from './lazy-module.ts';

describe('lazyModule', () => {
  it('loads once, shares the load, and tells subscribers when the module arrives', async () => {
    const module = { answer: 42 };
    const importer = vi.fn(() => Promise.resolve(module));
    const lazy = lazyModule(importer);
    const listener = vi.fn();
    lazy.subscribe(listener);
    expect(importer).not.toHaveBeenCalled();
    expect(lazy.current()).toBeNull();

    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(lazy.current()).toBe(module);
    expect(listener).not.toHaveBeenCalled();
    expect(await lazy.load()).toBe(module);
    expect(importer).toHaveBeenCalledTimes(1);
    // Told in a task after the one that loaded it, and once.
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so that the next one tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ ok: true });
    const lazy = lazyModule<{ ok: boolean }>(importer);
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(lazy.current()).toBeNull();
    expect(await lazy.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('preloads without an unhandled rejection when the load fails', async () => {
    const lazy = lazyModule(() => Promise.reject(new Error('offline')));
    lazy.preload();
    await expect(lazy.load()).rejects.toThrow('offline');
  });

  it('preloads after the first interaction only, outside its task, and not once stopped', async () => {
    const lazy = lazyModule(() => Promise.resolve({}));
    const preload = vi.spyOn(lazy, 'preload').mockImplementation(() => undefined);
    preloadOnFirstInteraction(lazy);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    expect(preload).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    fireEvent.pointerMove(document.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(preload).toHaveBeenCalledTimes(1);

    const other = lazyModule(() => Promise.resolve({}));
    const otherPreload = vi.spyOn(other, 'preload').mockImplementation(() => undefined);
    const stop = preloadOnFirstInteraction(other);
    stop();
    fireEvent.pointerMove(document.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(otherPreload).not.toHaveBeenCalled();
  });
});
