import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream, streamText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { coalesceTextDeltas } from './coalesce-deltas.ts';

const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };

function fastModel(text: string, chunkDelayInMs: number) {
  const parts: LanguageModelV4StreamPart[] = [
    { type: 'stream-start', warnings: [] },
    { type: 'text-start', id: 't' },
    ...(text.match(/.{1,3}/gs) ?? []).map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
  ];
  return new MockLanguageModelV4({ doStream: async () => ({ stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }) }) });
}

describe('coalesceTextDeltas', () => {
  it('passes the same text in fewer deltas, the first one at once', async () => {
    const text = 'x'.repeat(300);
    const started = performance.now();
    const result = streamText({ model: coalesceTextDeltas(fastModel(text, 2), 25), prompt: 'hi' });
    const deltas: Array<{ text: string; at: number }> = [];
    for await (const delta of result.textStream) deltas.push({ text: delta, at: performance.now() - started });
    expect(deltas.map((d) => d.text).join('')).toBe(text);
    expect(deltas.length).toBeLessThan(100 / 3);
    expect(deltas[0]!.text).toBe('xxx');
  });

  it('leaves a slow model alone', async () => {
    const result = streamText({ model: coalesceTextDeltas(fastModel('abcdefghijkl', 40), 25), prompt: 'hi' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas).toEqual(['abc', 'def', 'ghi', 'jkl']);
  });
});

describe('coalesceTextDeltas after a quiet spell', () => {
  it('sends a delta at once when the model was quiet for an interval, even right after a flush', async () => {
    // Fast chunks, then a pause longer than the interval, then one more chunk.
    const parts: LanguageModelV4StreamPart[] = [
      { type: 'stream-start', warnings: [] },
      { type: 'text-start', id: 't' },
      ...Array.from({ length: 10 }, () => ({ type: 'text-delta' as const, id: 't', delta: 'ab' })),
    ];
    let lateAt = 0;
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          async start(controller) {
            for (const part of parts) {
              controller.enqueue(part);
              await new Promise((resolve) => setTimeout(resolve, 2));
            }
            await new Promise((resolve) => setTimeout(resolve, 45));
            lateAt = performance.now();
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'LATE' });
            await new Promise((resolve) => setTimeout(resolve, 100));
            controller.enqueue({ type: 'text-end', id: 't' });
            controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
            controller.close();
          },
        }),
      }),
    });
    const result = streamText({ model: coalesceTextDeltas(model, 30), prompt: 'hi' });
    let seenAt = 0;
    let text = '';
    for await (const delta of result.textStream) {
      text += delta;
      if (delta.includes('LATE')) seenAt = performance.now();
    }
    expect(text).toBe(`${'ab'.repeat(10)}LATE`);
    expect(seenAt - lateAt).toBeLessThan(10);
  });

  it('passes a model error on and stops its timer', async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: new ReadableStream<LanguageModelV4StreamPart>({
          async start(controller) {
            controller.enqueue({ type: 'stream-start', warnings: [] });
            controller.enqueue({ type: 'text-start', id: 't' });
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'a' });
            controller.enqueue({ type: 'text-delta', id: 't', delta: 'b' });
            // 'b' waits for the interval; the model fails before it ends.
            await new Promise((resolve) => setTimeout(resolve, 5));
            controller.error(new Error('provider went away'));
          },
        }),
      }),
    });
    const errors: unknown[] = [];
    const result = streamText({ model: coalesceTextDeltas(model, 30), prompt: 'hi', onError: ({ error }) => void errors.push(error) });
    let text = '';
    try {
      for await (const delta of result.textStream) text += delta;
    } catch (error) {
      errors.push(error);
    }
    expect(text).toBe('a');
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => String(error).includes('provider went away'))).toBe(true);
  });
});
