import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';

/** Builds a limiter with the given name, points and window; memory by default, Redis when scaled out. */
export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;

export const memoryLimiters: LimiterFactory = (options) => new RateLimiterMemory(options);

/**
 * The abuse limits of a free site that pays for every generation: sessions per IP, and
 * generations per session and per IP. Refusals are 429 with Retry-After and a JSON message.
 */
export class RateLimits {
  private readonly sessionsPerIp: RateLimiterAbstract;
  private readonly generationsPerSession: RateLimiterAbstract;
  private readonly generationsPerIp: RateLimiterAbstract;

  constructor(config: Config, factory: LimiterFactory = memoryLimiters) {
    this.sessionsPerIp = factory({ keyPrefix: 'rl:sessions-ip', points: config.RATE_SESSIONS_PER_IP_PER_HOUR, duration: 3600 });
    this.generationsPerSession = factory({ keyPrefix: 'rl:gen-session', points: config.RATE_GENERATIONS_PER_SESSION_PER_MINUTE, duration: 60 });
    this.generationsPerIp = factory({ keyPrefix: 'rl:gen-ip', points: config.RATE_GENERATIONS_PER_IP_PER_HOUR, duration: 3600 });
  }

  /** ctx.ip honours X-Forwarded-For only when the app trusts its proxy (TRUST_PROXY). */
  async newSession(ctx: Context): Promise<void> {
    await consume(this.sessionsPerIp, ctx.ip, 'new chats');
  }

  async generation(ctx: Context, sessionId: string): Promise<void> {
    await consume(this.generationsPerSession, sessionId, 'replies');
    await consume(this.generationsPerIp, ctx.ip, 'replies');
  }
}

async function consume(limiter: RateLimiterAbstract, key: string, what: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      throw new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.', { cause: rejection, headers: { 'Retry-After': '5' } });
    }
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Too many ${what}. Please wait ${formatWait(seconds)} and try again.`, {
      headers: { 'Retry-After': String(seconds) },
    });
  }
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
