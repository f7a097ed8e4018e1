import type { streamText } from 'ai';
import { APICallError, experimental_streamTextLowMemory, generateText, NoObjectGeneratedError, Output, type DeepPartial, type OutputInterface } from 'ai';
import { replyDraftSchema, type ReplyDraft } from '../contract/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Engine } from './engine.ts';
import { PartialJsonParser } from './partial-json.ts';
import { buildMessages, SYSTEM_INSTRUCTIONS, type DraftInput } from './prompt.ts';

export type PartialDraft = DeepPartial<ReplyDraft>;

export interface WriteDraftOptions {
  engine: Engine;
  input: DraftInput;
  /** Aborts the model call: a deliberate stop or the server shutting down. */
  signal: AbortSignal;
  timeoutMs: number;
  onPartial?: (partial: PartialDraft) => void;
}

/** Thrown when `signal` aborted the call; carries what the model had written by then. */
export class DraftAborted extends Error {
  readonly partial: PartialDraft | undefined;
  constructor(partial: PartialDraft | undefined, reason: unknown) {
    super('The reply was stopped.', { cause: reason });
    this.name = 'DraftAborted';
    this.partial = partial;
  }
}

const objectOutput = Output.object({ schema: replyDraftSchema, name: 'email_reply', description: 'An assistant message and two email options' });

/**
 * The SDK's object output re-parses the whole text (and builds a thrown error) for every token:
 * O(n²) per reply, the largest cost of a stream. This one parses each token once and keeps the
 * text for the final validation; the schema, the response format and that validation are the SDK's.
 *
 * Its "partial" for the SDK is the text itself: the SDK compares each new partial with the last by
 * `JSON.stringify`ing it unless it is a string, which for a reply is a copy of the whole partial
 * object per delta (garbage that lives as long as a scavenge). The text grows with every delta, so
 * the comparison is a length check, and the reader takes the parsed value from `partial()`.
 */
function replyOutput(): { output: OutputInterface<ReplyDraft, string>; text: () => string; partial: () => PartialDraft | undefined } {
  const parser = new PartialJsonParser();
  let text = '';
  let partial: PartialDraft | undefined;
  return {
    output: {
      ...objectOutput,
      // No element stream: the reply is read as partials only.
      createElementStreamTransform: () => undefined,
      async parsePartialOutput(options) {
        text = options.text;
        partial = parser.parse(options.text) as PartialDraft | undefined;
        return partial === undefined ? undefined : { partial: text };
      },
    },
    text: () => text,
    partial: () => partial,
  };
}

function classify(error: unknown, timedOut: boolean): AppError {
  if (error instanceof AppError) return error;
  if (timedOut) return new AppError('model_timeout', 'The model took too long to answer.', { cause: error, fault: 'model_timeout' });
  if (NoObjectGeneratedError.isInstance(error)) {
    return new AppError('generation_failed', 'The model returned a reply that is not two valid email options.', { cause: error, fault: 'model_invalid_output' });
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const fault = status === undefined || status < 400 ? 'model_connection' : status >= 500 ? 'model_http_5xx' : status === 429 ? 'model_http_429' : 'model_http_4xx';
    return new AppError('generation_failed', `The model provider failed (${status ?? 'no status'}).`, { cause: error, fault });
  }
  return new AppError('generation_failed', 'The model could not write a reply.', { cause: error, fault: 'model_connection' });
}

/**
 * Streams one reply through the AI SDK, validated by the contract's schema. A reply that fails
 * the schema gets one repair attempt with the validation error, then a clear error.
 */
export async function writeDraft(options: WriteDraftOptions): Promise<ReplyDraft> {
  // One controller for the caller's signal and the time limit, with a plain timer cleared at the
  // end: AbortSignal.any and AbortSignal.timeout would tie each reply to weak references, a
  // finalization registry and a timer that outlives it by the whole time limit.
  const { signal } = options;
  const controller = new AbortController();
  const timeout = { aborted: false };
  const onAbort = () => controller.abort(signal.reason);
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => {
    timeout.aborted = true;
    controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
  }, options.timeoutMs);
  try {
    return await streamDraft(options, controller.signal, timeout);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

async function streamDraft(options: WriteDraftOptions, abortSignal: AbortSignal, timeout: { aborted: boolean }): Promise<ReplyDraft> {
  const { engine, input, signal } = options;
  const messages = buildMessages(input);
  const providerOptions = engine.providerOptions(input) as Parameters<typeof streamText>[0]['providerOptions'];
  let providerError: unknown;
  let last: PartialDraft | undefined;
  const reply = replyOutput();

  // streamText's own engine with its single-consumer result: the reply is read once, as partials,
  // so the SDK keeps no replay copy of the stream (a tee per reply, every part buffered until the
  // end, then read again for the final result). The final text is validated as streamText would.
  const result = experimental_streamTextLowMemory({
    model: engine.model,
    system: SYSTEM_INSTRUCTIONS,
    messages,
    output: reply.output,
    providerOptions,
    abortSignal,
    maxRetries: 0,
    onError: ({ error }) => {
      providerError ??= error;
    },
  });

  try {
    for await (const _text of result.partialOutputStream) {
      last = reply.partial();
      if (last) options.onPartial?.(last);
    }
    abortSignal.throwIfAborted();
    if (providerError !== undefined) throw providerError;
    const [usage, finishReason] = await Promise.all([result.usage, result.finishReason]);
    return await objectOutput.parseCompleteOutput({ text: reply.text() }, { response: { id: '', timestamp: new Date(0), modelId: engine.model.modelId }, usage, finishReason });
  } catch (error) {
    if (signal.aborted) throw new DraftAborted(last, signal.reason);
    if (timeout.aborted) throw classify(error, true);
    if (providerError !== undefined || !NoObjectGeneratedError.isInstance(error)) throw classify(providerError ?? error, false);
    return repair(options, messages, providerOptions, error, abortSignal, timeout);
  }
}

async function repair(
  options: WriteDraftOptions,
  messages: ReturnType<typeof buildMessages>,
  providerOptions: Parameters<typeof streamText>[0]['providerOptions'],
  failure: NoObjectGeneratedError,
  abortSignal: AbortSignal,
  timeout: { aborted: boolean },
): Promise<ReplyDraft> {
  try {
    const repaired = await generateText({
      model: options.engine.model,
      system: SYSTEM_INSTRUCTIONS,
      messages: [
        ...messages,
        { role: 'assistant', content: failure.text ?? '' },
        {
          role: 'user',
          content: `That reply was not valid (${failure.cause instanceof Error ? failure.cause.message.slice(0, 400) : 'it did not match the schema'}). Answer again with only the JSON object: a "message" and exactly two "options", each with tone, subject, body and notes.`,
        },
      ],
      output: objectOutput,
      providerOptions,
      abortSignal,
      maxRetries: 0,
    });
    return repaired.output;
  } catch (error) {
    if (options.signal.aborted) throw new DraftAborted(undefined, options.signal.reason);
    if (timeout.aborted) throw classify(error, true);
    // The reply was already not valid; a repair that fails too counts as invalid output.
    throw new AppError('generation_failed', 'The model returned a reply that is not two valid email options.', { cause: error, fault: 'model_invalid_output' });
  }
}
