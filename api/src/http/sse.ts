import type { Context } from 'koa';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
} as const;

/**
 * All Server-Sent Events framing: headers flushed at once, `id:`/`event:`/`data:` frames,
 * a `: ping` comment on a timer so proxies keep an idle stream open, backpressure, and
 * cleanup when the visitor goes away (watched on the response: after a body parser has read
 * the request, the request's own `close` event no longer tells).
 */
export class SseStream {
  private readonly res: ServerResponse;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly controller = new AbortController();
  private corked: Socket | undefined;
  private readonly uncork = () => {
    const socket = this.corked;
    this.corked = undefined;
    socket?.uncork();
  };

  constructor(ctx: Context, options: { heartbeatMs?: number; headers?: Record<string, string> } = {}) {
    ctx.respond = false;
    this.res = ctx.res;
    this.res.writeHead(200, { ...options.headers, ...SSE_HEADERS });
    this.res.flushHeaders();
    this.res.socket?.setNoDelay(true);
    const onClose = () => this.dispose();
    this.res.once('close', onClose);
    this.res.once('error', onClose);
    this.heartbeat = setInterval(() => this.comment('ping'), options.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  /** Aborted when the visitor disconnects or the stream is closed. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get closed(): boolean {
    return this.controller.signal.aborted;
  }

  /** Writes one event; resolves once the socket can take more (backpressure). */
  async send(id: number, event: string, data: unknown): Promise<void> {
    await this.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    if (!this.closed) this.res.write(`: ${text}\n\n`);
  }

  close(): void {
    if (!this.closed) this.res.end();
    this.uncork();
    this.dispose();
  }

  private write(chunk: string): Promise<void> {
    if (this.closed) return Promise.resolve();
    // The events of one flush are written in the same tick: with the socket corked until the
    // next tick, they leave in one write (the response's own cork would write each piece apart).
    if (!this.corked && this.res.socket) {
      this.corked = this.res.socket;
      this.corked.cork();
      process.nextTick(this.uncork);
    }
    if (this.res.write(chunk)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.res.off('drain', done);
        this.controller.signal.removeEventListener('abort', done);
        resolve();
      };
      this.res.once('drain', done);
      this.controller.signal.addEventListener('abort', done, { once: true });
    });
  }

  private dispose(): void {
    clearInterval(this.heartbeat);
    if (!this.controller.signal.aborted) this.controller.abort();
  }
}
