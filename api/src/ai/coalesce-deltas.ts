import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

/** The same as the stream's flush interval: text that could not be shown sooner waits no longer. */
export const COALESCE_INTERVAL_MS = 30;

/** The least a delta holds once the stream is flowing: a phrase of a few words, what a reader takes in at a glance. */
export const PHRASE_CHARS = 24;

/**
 * How long pending text of `length` characters waits before it goes on (0: now): at least an
 * interval after the last delta, and until it is a phrase, but never more than three intervals,
 * so a slow model's words still show as they come.
 */
export function flushWait(now: number, lastFlush: number, length: number, intervalMs: number): number {
  const since = now - lastFlush;
  if (since >= 3 * intervalMs || (since >= intervalMs && length >= PHRASE_CHARS)) return 0;
  return (length >= PHRASE_CHARS ? intervalMs : 3 * intervalMs) - since;
}

/**
 * Merges a model's text deltas so that at most one enters the SDK's stream pipeline per
 * interval: each chunk passes through several web-stream transforms there, and a model that
 * sends a token every few milliseconds would pay that per token. The first delta after a quiet
 * interval goes through at once, so time to first token is untouched.
 */
export function coalesceTextDeltas(model: LanguageModelV4, intervalMs = COALESCE_INTERVAL_MS): LanguageModelV4 {
  if (intervalMs <= 0) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v4',
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        return { ...result, stream: coalesce(result.stream, intervalMs) };
      },
    },
  });
}

/**
 * Reads `source` with a plain reader loop rather than `pipeThrough`: a TransformStream costs
 * several promise hops per chunk, which is what this exists to save.
 */
function coalesce(source: ReadableStream<LanguageModelV4StreamPart>, intervalMs: number): ReadableStream<LanguageModelV4StreamPart> {
  const reader = source.getReader();
  let pending: { id: string; delta: string } | undefined;
  let lastFlush = -Infinity;
  let lastArrival = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let cancelled = false;

  return new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      // One timer, moved when pending text becomes a phrase and may go sooner.
      const schedule = (at: number) => {
        if (timer && timerAt <= at) return;
        clearTimeout(timer);
        timerAt = at;
        timer = setTimeout(flush, Math.max(1, at - performance.now()));
      };
      const flush = () => {
        clearTimeout(timer);
        timer = undefined;
        if (!pending || cancelled) return;
        controller.enqueue({ type: 'text-delta', id: pending.id, delta: pending.delta });
        pending = undefined;
        lastFlush = performance.now();
      };
      const pump = async () => {
        try {
          for (;;) {
            const { done, value: part } = await reader.read();
            if (done || cancelled) break;
            if (part.type !== 'text-delta') {
              flush();
              controller.enqueue(part);
              continue;
            }
            if (pending && pending.id !== part.id) flush();
            const now = performance.now();
            const quiet = now - lastArrival >= intervalMs;
            lastArrival = now;
            if (pending) pending.delta += part.delta;
            else pending = { id: part.id, delta: part.delta };
            // After a quiet spell the delta goes at once, even if the last flush was recent.
            const wait = quiet ? 0 : flushWait(now, lastFlush, pending.delta.length, intervalMs);
            if (wait <= 0) flush();
            else schedule(now + wait);
          }
          flush();
          if (!cancelled) controller.close();
        } catch (error) {
          clearTimeout(timer);
          if (!cancelled) controller.error(error);
        }
      };
      void pump();
    },
    cancel(reason) {
      cancelled = true;
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}

type Fetch = typeof globalThis.fetch;

/**
 * The same coalescing one step earlier, for an OpenAI-compatible server's streamed Chat
 * Completions: `@ai-sdk/openai` decodes, parses and validates every `data:` frame in its own
 * chain of stream transforms before a text delta exists, so a model that sends a frame per token
 * costs that chain per token. This fetch merges consecutive frames that only add text (one
 * choice, no finish reason, and nothing but the delta's `content` different) into one frame per
 * interval, the first after a quiet interval at once. Any other frame (role, tool calls, finish,
 * usage, errors, `[DONE]`, a server's fields that change) ends the merge and passes unchanged, in
 * order. Responses that are not event streams pass as they are. `fetchImpl` is looked up on each
 * call (the global fetch by default).
 */
export function coalesceCompletionFrames(fetchImpl?: Fetch, intervalMs = COALESCE_INTERVAL_MS): Fetch {
  return async (input, init) => {
    const response = await (fetchImpl ?? globalThis.fetch)(input, init);
    if (intervalMs <= 0 || !response.ok || !response.body || !response.headers.get('content-type')?.includes('text/event-stream')) return response;
    return new Response(mergeFrames(response.body, intervalMs), { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** A text-only frame cut around its text: `prefix` + the JSON-escaped text + `suffix`. */
interface TextFrame {
  prefix: string;
  text: string;
  suffix: string;
}

const CONTENT_KEY = '"content":"';
const STREAMING = { stream: true } as const;

/** Where the JSON string whose text starts at `from` ends (its closing quote), or -1. */
function stringEnd(frame: string, from: number): number {
  for (let at = frame.indexOf('"', from); at >= 0; at = frame.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (frame.charCodeAt(at - 1 - backslashes) === 92) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
  return -1;
}

/**
 * Reads a frame as text-only, checked in full by JSON.parse: one choice, no finish reason, a
 * string `content` in its delta, and that the only "content" key in the frame.
 */
function parseTextFrame(frame: string): TextFrame | undefined {
  if (!frame.startsWith('data: {') || frame.includes('\n')) return undefined;
  const key = frame.indexOf(CONTENT_KEY);
  if (key < 0 || frame.indexOf('"content":', key + 1) >= 0) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(frame.slice(6));
  } catch {
    return undefined;
  }
  const choices = (json as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const choice = choices[0] as { delta?: { content?: unknown }; finish_reason?: unknown } | null;
  if (typeof choice?.delta?.content !== 'string' || choice.finish_reason != null) return undefined;
  const start = key + CONTENT_KEY.length;
  const end = stringEnd(frame, start);
  return { prefix: frame.slice(0, start), text: frame.slice(start, end), suffix: frame.slice(end) };
}

/**
 * The frame cut like `like` (the last frame checked in full) when it has the same bytes before
 * and after its text, so the same JSON but for the text: servers repeat one shape through a
 * reply, so most frames are read without a JSON.parse.
 */
function sameShape(frame: string, like: TextFrame): TextFrame | undefined {
  if (frame.length < like.prefix.length + like.suffix.length || !frame.startsWith(like.prefix) || !frame.endsWith(like.suffix)) return undefined;
  const end = frame.length - like.suffix.length;
  if (stringEnd(frame, like.prefix.length) !== end) return undefined;
  return { prefix: like.prefix, text: frame.slice(like.prefix.length, end), suffix: like.suffix };
}

function mergeFrames(body: ReadableStream<Uint8Array>, intervalMs: number): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffer = '';
  let pending: TextFrame | undefined;
  let shape: TextFrame | undefined;
  let lastFlush = -Infinity;
  let lastArrival = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let cancelled = false;
  let carriageReturn = false;
  // SSE allows CRLF and CR as line ends: all become LF, and a CR that ends a read waits for a possible LF.
  const lines = (text: string) => {
    if (carriageReturn) text = `\r${text}`;
    carriageReturn = text.endsWith('\r');
    if (carriageReturn) text = text.slice(0, -1);
    return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const schedule = (at: number) => {
        if (timer && timerAt <= at) return;
        clearTimeout(timer);
        timerAt = at;
        timer = setTimeout(flush, Math.max(1, at - performance.now()));
      };
      const flush = () => {
        clearTimeout(timer);
        timer = undefined;
        if (!pending || cancelled) return;
        controller.enqueue(encoder.encode(`${pending.prefix}${pending.text}${pending.suffix}\n\n`));
        pending = undefined;
        lastFlush = performance.now();
      };
      const frames = (final: boolean) => {
        let raw = '';
        // Frames are cut from the buffer by position; what is left is kept once, after the loop.
        let start = 0;
        for (;;) {
          const end = buffer.indexOf('\n\n', start);
          if (end < 0) break;
          const frame = buffer.slice(start, end);
          start = end + 2;
          const text = (shape && sameShape(frame, shape)) ?? parseTextFrame(frame);
          if (!text) {
            flush();
            raw += `${frame}\n\n`;
            continue;
          }
          shape = text;
          if (raw) {
            controller.enqueue(encoder.encode(raw));
            raw = '';
          }
          if (pending && (pending.prefix !== text.prefix || pending.suffix !== text.suffix)) flush();
          const now = performance.now();
          const quiet = now - lastArrival >= intervalMs;
          // An empty frame (the role that opens a reply) is not text arriving.
          if (text.text) lastArrival = now;
          if (pending) pending.text += text.text;
          else pending = { ...text };
          const wait = quiet ? 0 : flushWait(now, lastFlush, pending.text.length, intervalMs);
          if (wait <= 0) flush();
          else schedule(now + wait);
        }
        if (start > 0) buffer = buffer.slice(start);
        if (final) {
          flush();
          raw += buffer;
          buffer = '';
        }
        if (raw) controller.enqueue(encoder.encode(raw));
      };
      const pump = async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (cancelled) return;
            if (done) break;
            buffer += lines(decoder.decode(value, STREAMING));
            frames(false);
          }
          buffer += lines(decoder.decode()) + (carriageReturn ? '\n' : '');
          frames(true);
          controller.close();
        } catch (error) {
          clearTimeout(timer);
          if (!cancelled) controller.error(error);
        }
      };
      void pump();
    },
    cancel(reason) {
      cancelled = true;
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
