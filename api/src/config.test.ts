import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with no environment at all: built-in composer on port 3000', () => {
    const config = loadConfig({});
    expect(config.AI_PROVIDER).toBe('builtin');
    expect(config.PORT).toBe(3000);
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('reads an OpenAI-compatible server without a key', () => {
    const config = loadConfig({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3.1' });
    expect(config.AI_MODEL).toBe('llama3.1');
    expect(config.OPENAI_API_KEY).toBeUndefined();
  });

  it.each([
    [{ AI_PROVIDER: 'anthropic' }, 'AI_PROVIDER'],
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-x' }, 'AI_MODEL is required'],
    [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }, 'OPENAI_API_KEY is required'],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, 'OPENAI_BASE_URL must be an http(s) URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL must be a URL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
  ])('fails at start-up with a clear message for %o', (env, text) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(text);
  });
});
