import http from 'node:http';

export interface Session {
  id: string;
  cookie: string;
}

/** POST /api/chat/new: the session id and its cookie. */
export function newSession(agent: http.Agent, base: string, timeoutMs = 30_000, signal?: AbortSignal): Promise<Session> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/chat/new`, { method: 'POST', agent, timeout: timeoutMs, ...(signal ? { signal } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('error', reject);
      res.once('end', () => {
        if (res.statusCode !== 201 && res.statusCode !== 200) {
          reject(new Error(`POST /api/chat/new answered ${res.statusCode}`));
          return;
        }
        try {
          const { id } = JSON.parse(Buffer.concat(chunks).toString()) as { id: string };
          const cookie = (res.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
          resolve({ id, cookie });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.once('timeout', () => req.destroy(new Error('session timeout')));
    req.once('error', reject);
    req.end();
  });
}

export interface StreamHandlers {
  /** Each chunk of the body as it arrives, with performance.now() at arrival. */
  onData(chunk: Buffer, at: number): void;
}

export interface StreamOutcome {
  status: number;
  contentType: string;
  /** performance.now() when the response headers arrived. */
  headersAt: number;
  endedAt: number;
  bytes: number;
}

/** POSTs a JSON body and reads the response body to its end, passing each chunk on. */
export function postAndRead(
  agent: http.Agent,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  handlers: StreamHandlers,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<StreamOutcome> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        ...(signal ? { signal } : {}),
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        const headersAt = performance.now();
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          handlers.onData(chunk, performance.now());
        });
        res.once('error', reject);
        res.once('aborted', () => reject(new Error('response aborted')));
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), headersAt, endedAt: performance.now(), bytes }),
        );
      },
    );
    const timer = setTimeout(() => req.destroy(new Error(`no end within ${timeoutMs} ms`)), timeoutMs);
    req.once('close', () => clearTimeout(timer));
    req.once('error', reject);
    req.end(payload);
  });
}
