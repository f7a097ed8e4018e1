import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Config } from '../config.ts';
import { COMPOSER_ENGINE_NAME, createComposerModel } from './composer/index.ts';
import { COALESCE_INTERVAL_MS, coalesceCompletionFrames, coalesceTextDeltas } from './coalesce-deltas.ts';
import type { DraftInput } from './prompt.ts';

type ProviderOptions = Record<string, Record<string, never>> | Record<string, Record<string, unknown>>;

/** The model that writes replies, chosen once from the environment. */
export interface Engine {
  /** Shown to visitors: which engine answered. */
  name: string;
  model: LanguageModelV4;
  /** The built-in composer reads the request as data; real models read only the messages. */
  providerOptions(input: DraftInput): ProviderOptions | undefined;
  /** Whether the prompt is sent to a third party (decides nothing but the readiness report). */
  remote: boolean;
}

/**
 * The engine with its model's text deltas coalesced before the SDK's stream pipeline (see
 * coalesce-deltas.ts), for a model that writes token-sized deltas itself (the benchmarks' model).
 * The OpenAI-compatible engine has its frames merged one step earlier, in its fetch, so the
 * deltas reach the SDK already coalesced and a second coalescer would only add a stream hop per
 * delta; the built-in composer writes its deltas at the coalescing pace itself, and an engine a
 * test hands to buildApp is used as given. The stream's own 30 ms flush (chat/delta-emitter.ts)
 * still bounds the events whichever engine writes.
 */
export function engineFor(engine: Engine): Engine {
  return { ...engine, model: coalesceTextDeltas(engine.model) };
}

export interface EngineOptions {
  /** The OpenAI-compatible engine's HTTP client (benchmarks hand it a model double); the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
}

export function createEngine(config: Config, options: EngineOptions = {}): Engine {
  if (config.AI_PROVIDER === 'openai') {
    const provider = createOpenAI({
      // Local servers (Ollama, vLLM, LM Studio, llama.cpp) ignore the key but the client wants one.
      apiKey: config.OPENAI_API_KEY ?? 'not-needed',
      ...(config.OPENAI_BASE_URL ? { baseURL: config.OPENAI_BASE_URL } : {}),
      // Token-sized frames merged before the provider's per-frame work (coalesce-deltas.ts).
      fetch: coalesceCompletionFrames(options.fetch),
      name: 'openai',
    });
    const modelId = config.AI_MODEL!;
    return { name: modelId, model: provider.chat(modelId), providerOptions: () => undefined, remote: true };
  }
  return {
    name: COMPOSER_ENGINE_NAME,
    // Phrases at the coalescing interval already: a coalescer in front would only add a stream hop.
    model: createComposerModel({ paceMs: config.COMPOSER_PACE_MS, intervalMs: COALESCE_INTERVAL_MS }),
    providerOptions: (input) => ({ builtin: { input: JSON.parse(JSON.stringify(input)) as Record<string, unknown> } }),
    remote: false,
  };
}
