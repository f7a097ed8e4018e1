import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
const intFrom = (min: number, fallback: number) => z.coerce.number().int().min(min).default(fallback);
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(fallback);
const list = z
  .string()
  .default('')
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: intFrom(0, 3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(path.resolve(here, '../../web/dist')),

    AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'OPENAI_BASE_URL must be an http(s) URL like http://localhost:11434/v1' }).optional()),
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: intFrom(1, 60_000),
    COMPOSER_PACE_MS: intFrom(0, 12),

    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a URL like redis://host:6379' }).optional()),
    SESSION_TTL_SECONDS: intFrom(60, 1800),
    MAX_SESSIONS: intFrom(1, 50_000),
    HISTORY_TURNS: intFrom(0, 6),
    GENERATION_TTL_SECONDS: intFrom(1, 120),
    SHUTDOWN_GRACE_MS: intFrom(0, 10_000),

    TRUST_PROXY: bool(false),
    CORS_ORIGINS: list,
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),

    // Analytics and advertising are the operator's choice; with none set the site loads neither.
    GA4_MEASUREMENT_ID: optionalString.pipe(z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'GA4_MEASUREMENT_ID must look like G-XXXXXXXXXX').optional()),
    PLAUSIBLE_DOMAIN: optionalString.pipe(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'PLAUSIBLE_DOMAIN must be the site domain registered in Plausible, like mailmuse.app').optional()),
    PLAUSIBLE_SCRIPT_URL: optionalString.pipe(z.url({ protocol: /^https$/, error: 'PLAUSIBLE_SCRIPT_URL must be an https URL like https://plausible.io/js/script.js' }).optional()),
    ADSENSE_CLIENT_ID: optionalString.pipe(z.string().regex(/^ca-pub-\d{10,20}$/, 'ADSENSE_CLIENT_ID must look like ca-pub-1234567890123456').optional()),

    // Limits stop abuse, not classrooms: a school, an office or a mobile carrier puts many
    // visitors behind one IP. A new chat costs a random id in memory or Redis, so its limit is
    // generous (600 an hour: a class of 30 reloading a few times, twice over; the page also keeps
    // its chat over a reload). Replies cost a model call each, so they carry the budget: 10 a
    // minute per chat is faster than anyone reads two drafts, 1,000 an hour per IP a busy office.
    // A refused visitor gets 429 with Retry-After, and the page waits and says so in words.
    RATE_SESSIONS_PER_IP_PER_HOUR: intFrom(1, 600),
    RATE_GENERATIONS_PER_SESSION_PER_MINUTE: intFrom(1, 10),
    RATE_GENERATIONS_PER_IP_PER_HOUR: intFrom(1, 1000),
  })
  .superRefine((env, ctx) => {
    if (env.GA4_MEASUREMENT_ID && env.PLAUSIBLE_DOMAIN) {
      ctx.addIssue({ code: 'custom', path: ['PLAUSIBLE_DOMAIN'], message: 'set GA4_MEASUREMENT_ID or PLAUSIBLE_DOMAIN, not both: the site runs one analytics service' });
    }
    if (env.AI_PROVIDER === 'openai') {
      if (!env.AI_MODEL) {
        ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: 'AI_MODEL is required when AI_PROVIDER=openai (e.g. gpt-4o-mini, llama3.1)' });
      }
      if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['OPENAI_API_KEY'],
          message: 'OPENAI_API_KEY is required when AI_PROVIDER=openai without OPENAI_BASE_URL (a local server such as Ollama needs only OPENAI_BASE_URL)',
        });
      }
    }
  });

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, string>> = {}): Config {
  const result = envSchema.safeParse({ ...env, ...overrides });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A config for tests: defaults, no pacing, quiet logs, then the given overrides. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', COMPOSER_PACE_MS: '0', PORT: '0', ...overrides });
}
