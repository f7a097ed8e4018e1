// A proxy between the browser and the site that can make the reply stream go silent, as a stuck
// connection does: headers sent, then nothing, with the connection left open.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const STREAM_PATH = '/api/chat/generate/stream';

/** What the proxy does to the next stream request (later ones pass through). */
export type StallMode =
  | { kind: 'pass' }
  /** 200 with the event-stream headers, then not one byte more. */
  | { kind: 'headers-only' }
  /** Passes the stream through until `events` events have gone by, then holds it open, silent. */
  | { kind: 'after-events'; events: number };

export interface StreamRequest {
  lastEventId: string | null;
  at: number;
}

export interface StallProxy {
  url: string;
  /** Applies to the next stream request only. */
  stallNext(mode: StallMode): void;
  /** Answers the JSON call (POST /api/chat/generate) with this status while set. */
  failJson(status: number | null): void;
  streams: StreamRequest[];
  jsonCalls: number[];
  close(): Promise<void>;
}

/** Starts the proxy in front of `target` (the site's URL) on a free port. */
export async function startStallProxy(target: string): Promise<StallProxy> {
  const upstream = new URL(target);
  let next: StallMode = { kind: 'pass' };
  let jsonStatus: number | null = null;
  const streams: StreamRequest[] = [];
  const jsonCalls: number[] = [];
  const held = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && path === STREAM_PATH) {
      const header = req.headers['last-event-id'];
      streams.push({ lastEventId: typeof header === 'string' ? header : null, at: Date.now() });
      const mode = next;
      next = { kind: 'pass' };
      if (mode.kind === 'headers-only') {
        req.resume();
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform' });
        res.flushHeaders();
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      forward(req, res, mode.kind === 'after-events' ? mode.events : null);
      return;
    }
    if (req.method === 'POST' && path === '/api/chat/generate') {
      jsonCalls.push(Date.now());
      if (jsonStatus !== null) {
        req.resume();
        res.writeHead(jsonStatus, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'internal', message: 'Failed in the test proxy.' } }));
        return;
      }
    }
    forward(req, res, null);
  });

  /** Forwards one request; with `events`, the answer stops after that many events and stays open. */
  function forward(req: http.IncomingMessage, res: http.ServerResponse, events: number | null): void {
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (events === null) {
          answer.pipe(res);
          return;
        }
        res.flushHeaders();
        held.add(res);
        res.on('close', () => {
          held.delete(res);
          answer.destroy();
        });
        let seen = 0;
        let buffer = '';
        answer.on('data', (chunk: Buffer) => {
          if (seen >= events) return;
          buffer += chunk.toString('utf8');
          let end: number;
          while (seen < events && (end = buffer.indexOf('\n\n')) !== -1) {
            const frame = buffer.slice(0, end + 2);
            buffer = buffer.slice(end + 2);
            res.write(frame);
            // Comments (": ping") are not events.
            if (!frame.startsWith(':')) seen += 1;
          }
        });
      },
    );
    proxied.on('error', () => res.destroy());
    req.pipe(proxied);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    stallNext(mode) {
      next = mode;
    },
    failJson(status) {
      jsonStatus = status;
    },
    streams,
    jsonCalls,
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
