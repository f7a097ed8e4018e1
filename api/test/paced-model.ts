import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import type { ReplyDraft } from '../src/contract/index.ts';
import type { Engine } from '../src/ai/engine.ts';

export const SAMPLE_DRAFT: ReplyDraft = {
  message: 'Here are two versions of your follow-up: one formal, one warm.',
  options: [
    {
      tone: 'Formal',
      subject: 'Following up on our conversation',
      body: 'Dear Ms. Chen,\n\nThank you for meeting with me on Tuesday about the Product Designer role. I remain very interested and would welcome the chance to continue the conversation.\n\nCould you let me know the next steps?\n\nBest regards,\nAna',
      notes: 'Best for a formal company.',
    },
    {
      tone: 'Warm',
      subject: 'Thanks again for Tuesday',
      body: 'Hi Sarah,\n\nThanks so much for the chat on Tuesday! I loved hearing about the team, and I am even more excited about the Product Designer role.\n\nWould you share what the next steps look like?\n\nCheers,\nAna',
      notes: 'Best when the interview felt relaxed.',
    },
  ],
};

export interface PacedModel {
  model: LanguageModelV4;
  /** How many times the model was called. */
  calls: () => number;
  /** Resolves when a call's stream was cancelled or aborted. */
  aborted: Promise<void>;
  /** When the last chunk of the last call was produced (performance.now()). */
  finishedAt: () => number | undefined;
}

/** A model double that streams `text` in small chunks, `paceMs` apart, honouring abort. */
export function pacedModel(options: { text?: string; paceMs?: number; chunkChars?: number; failWith?: Error } = {}): PacedModel {
  const text = options.text ?? JSON.stringify(SAMPLE_DRAFT);
  const paceMs = options.paceMs ?? 0;
  const size = options.chunkChars ?? 8;
  let calls = 0;
  let finishedAt: number | undefined;
  let markAborted!: () => void;
  const aborted = new Promise<void>((resolve) => (markAborted = resolve));

  const stream = (signal: AbortSignal | undefined): ReadableStream<LanguageModelV4StreamPart> =>
    new ReadableStream<LanguageModelV4StreamPart>({
      async start(controller) {
        const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
        controller.enqueue({ type: 'stream-start', warnings: [] });
        if (options.failWith) {
          controller.error(options.failWith);
          return;
        }
        controller.enqueue({ type: 'text-start', id: 't' });
        for (let i = 0; i < text.length; i += size) {
          if (paceMs) await sleep(paceMs);
          if (signal?.aborted) {
            markAborted();
            controller.error(signal.reason);
            return;
          }
          controller.enqueue({ type: 'text-delta', id: 't', delta: text.slice(i, i + size) });
        }
        controller.enqueue({ type: 'text-end', id: 't' });
        finishedAt = performance.now();
        controller.enqueue({
          type: 'finish',
          finishReason: { unified: 'stop', raw: 'stop' },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
        });
        controller.close();
      },
      cancel() {
        markAborted();
      },
    });

  const model = new MockLanguageModelV4({
    doStream: async ({ abortSignal }) => {
      calls++;
      return { stream: stream(abortSignal) };
    },
    doGenerate: async () => {
      calls++;
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  return { model, calls: () => calls, aborted, finishedAt: () => finishedAt };
}

export function testEngine(model: LanguageModelV4, name = 'Test model'): Engine {
  return { name, model, providerOptions: () => undefined, remote: false };
}
