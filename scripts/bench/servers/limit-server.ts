import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { ReplyDraft } from '../../../api/src/contract/index.ts';
import { CHUNK_CHARS } from '../bench-model.ts';
import { BENCH_DRAFT } from '../reply-fixture.ts';

type Field = 'message' | 'tone' | 'subject' | 'body' | 'notes';
interface Segment {
  key: string;
  index: number;
  field: Field;
  text: string;
}
interface ChunkPlan {
  segments: Segment[];
  /** This chunk opens option 2, so option 1 is complete. */
  closesFirstOption: boolean;
}

/**
 * What each model chunk adds to which field, worked out once from the known reply: the limit
 * server knows the answer's layout in advance, so it does no parsing at all per request.
 */
export function planChunks(draft: ReplyDraft, chunkChars: number): ChunkPlan[] {
  const text = JSON.stringify(draft);
  const owner: Array<{ key: string; index: number; field: Field; piece: string } | undefined> = new Array(text.length);
  let at = 0;
  const literal = (s: string) => {
    if (text.slice(at, at + s.length) !== s) throw new Error(`unexpected layout at ${at}`);
    at += s.length;
  };
  const value = (key: string, index: number, field: Field, v: string) => {
    const raw = JSON.stringify(v);
    literal('"');
    const end = at + raw.length - 2;
    while (at < end) {
      const len = text[at] === '\\' ? (text[at + 1] === 'u' ? 6 : 2) : 1;
      for (let j = 0; j < len - 1; j++) owner[at + j] = { key, index, field, piece: '' };
      owner[at + len - 1] = { key, index, field, piece: JSON.parse(`"${text.slice(at, at + len)}"`) as string };
      at += len;
    }
    literal('"');
  };
  let secondOptionAt = -1;
  literal('{"message":');
  value('message', 0, 'message', draft.message);
  literal(',"options":[');
  draft.options.forEach((o, i) => {
    if (i > 0) literal(',');
    if (i === 1) secondOptionAt = at;
    literal('{"tone":');
    value(`${i}.tone`, i, 'tone', o.tone);
    literal(',"subject":');
    value(`${i}.subject`, i, 'subject', o.subject);
    literal(',"body":');
    value(`${i}.body`, i, 'body', o.body);
    literal(',"notes":');
    value(`${i}.notes`, i, 'notes', o.notes);
    literal('}');
  });
  literal(']}');

  const plans: ChunkPlan[] = [];
  for (let start = 0; start < text.length; start += chunkChars) {
    const segments: Segment[] = [];
    for (let i = start; i < Math.min(text.length, start + chunkChars); i++) {
      const o = owner[i];
      if (!o || !o.piece) continue;
      const last = segments.at(-1);
      if (last && last.key === o.key) last.text += o.piece;
      else segments.push({ key: o.key, index: o.index, field: o.field, text: o.piece });
    }
    plans.push({ segments, closesFirstOption: secondOptionAt >= start && secondOptionAt < start + chunkChars });
  }
  return plans;
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

/**
 * The floor: node:http, no framework, no parsing, writing the same events as the product
 * (start, message-delta, option-delta, option-done, done, numbered with id: lines) with the
 * same coalescing (first flush at once, then at most one per 30 ms).
 */
export function createLimitServer(model: LanguageModelV4, chunkChars = CHUNK_CHARS): http.Server {
  const plans = planChunks(BENCH_DRAFT, chunkChars);
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (req.method === 'GET' && url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    if (req.method === 'POST' && url === '/api/chat/new') {
      req.resume();
      req.once('end', () => {
        const token = randomBytes(24).toString('base64url');
        res.writeHead(201, { 'Content-Type': 'application/json', 'Set-Cookie': `mm_session=${token}; path=/api; httponly; samesite=lax` });
        res.end(JSON.stringify({ id: randomUUID() }));
      });
      return;
    }
    if (req.method === 'POST' && url === '/api/chat/generate/stream') {
      req.resume();
      req.once('end', () => void stream(res));
      return;
    }
    res.writeHead(404).end();
  });

  async function stream(res: http.ServerResponse): Promise<void> {
    res.writeHead(200, SSE_HEADERS);
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    const controller = new AbortController();
    res.once('close', () => controller.abort());
    let id = 0;
    const send = (event: string, data: unknown) => {
      if (!res.writableEnded && !res.destroyed) res.write(`id: ${++id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const requestId = randomUUID();
    const messageId = randomUUID();
    send('start', { requestId, messageId, engine: 'Bench model' });

    const pending = new Map<string, Segment>();
    let lastFlush = -Infinity;
    let timer: NodeJS.Timeout | undefined;
    const flush = () => {
      clearTimeout(timer);
      timer = undefined;
      if (pending.size === 0) return;
      for (const s of pending.values()) {
        if (s.field === 'message') send('message-delta', { text: s.text });
        else send('option-delta', { index: s.index, field: s.field, text: s.text });
      }
      pending.clear();
      lastFlush = performance.now();
    };
    const option = (i: number) => ({ id: `${messageId}-${i + 1}`, ...BENCH_DRAFT.options[i]! });

    const { stream: parts } = await model.doStream({ prompt: [], abortSignal: controller.signal });
    let chunk = 0;
    try {
      for await (const part of parts) {
        if (part.type !== 'text-delta') continue;
        const plan = plans[chunk++];
        if (!plan) continue;
        if (plan.closesFirstOption) {
          flush();
          send('option-done', { index: 0, option: option(0) });
        }
        for (const s of plan.segments) {
          const entry = pending.get(s.key);
          if (entry) entry.text += s.text;
          else pending.set(s.key, { ...s });
        }
        if (!timer && pending.size > 0) {
          const wait = lastFlush + 30 - performance.now();
          if (wait <= 0) flush();
          else timer = setTimeout(flush, wait);
        }
      }
      flush();
      send('option-done', { index: 1, option: option(1) });
      const emailOptions = [option(0), option(1)];
      send('done', {
        message: {
          id: messageId,
          sessionId: requestId,
          role: 'assistant',
          content: BENCH_DRAFT.message,
          emailOptions,
          createdAt: new Date().toISOString(),
          engine: 'Bench model',
          status: 'complete',
        },
        emailOptions,
      });
    } catch {
      // The client went away; nothing to tell.
    } finally {
      clearTimeout(timer);
      res.end();
    }
  }
  return server;
}
