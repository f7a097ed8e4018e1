import type { Context, Next } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics. Labels are routes, statuses, outcomes and error codes: never visitor text.
 * One registry per app, so several apps in one process (tests) do not collide.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({ name: 'mailmuse_http_requests_total', help: 'HTTP requests', labelNames: ['method', 'route', 'status'], registers: [this.registry] });
  readonly generations = new Counter({ name: 'mailmuse_generations_total', help: 'Generations by outcome', labelNames: ['outcome'], registers: [this.registry] });
  readonly faults = new Counter({ name: 'mailmuse_faults_total', help: 'Dependency faults under generations and streams, by kind', labelNames: ['kind'], registers: [this.registry] });
  readonly errors = new Counter({ name: 'mailmuse_errors_total', help: 'API errors by code', labelNames: ['code'], registers: [this.registry] });
  readonly firstEvent = new Histogram({
    name: 'mailmuse_time_to_first_event_seconds',
    help: 'From the start of a generation to its first content event',
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly activeStreams = new Gauge({ name: 'mailmuse_active_streams', help: 'Open SSE streams', registers: [this.registry] });
  readonly activeGenerations = new Gauge({ name: 'mailmuse_active_generations', help: 'Generations running', registers: [this.registry] });

  constructor(options: { defaults?: boolean } = {}) {
    if (options.defaults) collectDefaultMetrics({ register: this.registry });
  }

  /** Counts every request by its route pattern (not its path, which would carry ids). */
  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      try {
        await next();
      } finally {
        const route = (ctx as Context & { _matchedRoute?: string })._matchedRoute ?? (ctx.path.startsWith('/api/') ? 'api-unknown' : 'site');
        this.requests.inc({ method: ctx.method, route: String(route), status: String(ctx.status) });
      }
    };
  }

  async render(ctx: Context): Promise<void> {
    ctx.type = this.registry.contentType;
    ctx.body = await this.registry.metrics();
  }
}
