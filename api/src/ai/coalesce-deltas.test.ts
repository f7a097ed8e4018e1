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
