import { BENCH_TEXT, CHUNK_CHARS } from './bench-model.ts';

/**
 * An OpenAI-compatible Chat Completions server as a `fetch` function, in the server's own process:
 * it answers a streamed call with the wire format `@ai-sdk/openai` reads (`data: {chunk}` frames,
 * then `data: [DONE]`), BENCH_TEXT in fixed chunks on the same absolute schedule as the model
 * double (bench-model.ts), each stream on its own timer. The app pays for everything a real
 * remote model costs it (bytes decoded, SSE parsed, each chunk's JSON parsed and validated by the
 * provider) except the socket reads; the frames are encoded once, so the double itself costs about
 * what the limit's model double costs.
 */
export function openAiFetchDouble(options: { paceMs: number; chunkChars?: number }): typeof globalThis.fetch {
  const size = options.chunkChars ?? CHUNK_CHARS;
  const encoder = new TextEncoder();
  const base = { id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1, model: 'bench' };
  const frame = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
  const first = frame({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  const frames: Uint8Array[] = [];
  for (let i = 0; i < BENCH_TEXT.length; i += size) {
    frames.push(frame({ ...base, choices: [{ index: 0, delta: { content: BENCH_TEXT.slice(i, i + size) }, finish_reason: null }] }));
  }
  const usage = { prompt_tokens: 100, completion_tokens: frames.length, total_tokens: 100 + frames.length };
  const last = encoder.encode(
    `data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage })}\n\ndata: [DONE]\n\n`,
  );
  const completion = JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion',
    created: 1,
    model: 'bench',
    choices: [{ index: 0, message: { role: 'assistant', content: BENCH_TEXT }, finish_reason: 'stop' }],
    usage,
  });

  const body = (signal: AbortSignal | null | undefined) => {
    let timer: NodeJS.Timeout | undefined;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(first);
        const began = performance.now();
        let next = 0;
        const advance = () => {
          timer = undefined;
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const now = performance.now();
          while (next < frames.length && began + (next + 1) * options.paceMs <= now) controller.enqueue(frames[next++]!);
          if (next < frames.length) {
            timer = setTimeout(advance, Math.max(1, began + (next + 1) * options.paceMs - performance.now()));
            return;
          }
          controller.enqueue(last);
          controller.close();
        };
        advance();
      },
      cancel() {
        clearTimeout(timer);
      },
    });
  };

  return async (_input, init) => {
    const streamed = typeof init?.body === 'string' && init.body.includes('"stream":true');
    if (!streamed) return new Response(completion, { headers: { 'Content-Type': 'application/json' } });
    return new Response(body(init?.signal), { headers: { 'Content-Type': 'text/event-stream' } });
  };
}
