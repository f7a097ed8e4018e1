import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type {
  ChatMessage,
  EmailOption,
  GenerateRequest,
  GenerateResponse,
  ReplyDraft,
  StreamEventName,
  Template,
} from '../contract/index.ts';
import { DraftAborted, writeDraft } from '../ai/draft-writer.ts';
import type { Engine } from '../ai/engine.ts';
import { AppError } from '../http/app-error.ts';
import { toAppError } from '../http/error-middleware.ts';
import type { Logger } from '../logger.ts';
import { DeltaEmitter } from './delta-emitter.ts';
import type { GenerationStore, StoredEvent } from './generation-store.ts';
import type { Session, SessionStore } from './session-store.ts';

export interface ChatServiceDeps {
  config: Config;
  sessions: SessionStore;
  generations: GenerationStore;
  engine: Engine;
  templates: readonly Template[];
  logger: Logger;
  /** Observes generations for metrics; never sees visitor text. */
  observe?: {
    started?(): void;
    firstEvent?(seconds: number): void;
    finished?(outcome: 'done' | 'stopped' | 'error', code?: string): void;
  };
}

/**
 * Runs generations. One producer per requestId writes events into the generation store; any
 * number of readers (the stream, a resumed stream, the JSON call) follow it. A dropped reader
 * never stops the producer; only an explicit stop does.
 */
export class ChatService {
  private readonly running = new Set<Promise<void>>();
  private readonly shutdown = new AbortController();
  private readonly templates: ReadonlyMap<string, Template>;

  private readonly deps: ChatServiceDeps;

  constructor(deps: ChatServiceDeps) {
    this.deps = deps;
    this.templates = new Map(deps.templates.map((t) => [t.id, t]));
  }

  get engineName(): string {
    return this.deps.engine.name;
  }

  createSession(): Promise<Session> {
    return this.deps.sessions.create();
  }

  /** The session, if `token` (from the session cookie) is the one it was created with. */
  async authorize(sessionId: string, token: string | undefined): Promise<Session> {
    const session = await this.deps.sessions.get(sessionId);
    if (!session) throw new AppError('session_not_found', 'This chat session does not exist or has expired. Reload the page to start a new one.');
    if (!token || !sameSecret(token, session.token)) {
      throw new AppError('forbidden_session', 'This chat session belongs to another browser.');
    }
    return session;
  }

  /** Starts the generation for the request, or joins the one already running for its requestId. */
  async begin(session: Session, request: GenerateRequest): Promise<string> {
    const requestId = request.requestId ?? randomUUID();
    const existing = await this.deps.generations.meta(requestId);
    if (existing) return this.join(existing.sessionId, session, requestId);

    const template = request.templateId ? this.templates.get(request.templateId) : undefined;
    if (request.templateId && !template) {
      throw new AppError('unknown_template', `templateId: no template "${request.templateId}".`);
    }
    if (request.refine && !session.history.some((turn) => turn.reply)) {
      throw new AppError('nothing_to_refine', 'There is no previous reply to refine yet.');
    }
    if (!(await this.deps.generations.claim({ requestId, sessionId: session.id }))) {
      return this.join((await this.deps.generations.meta(requestId))?.sessionId, session, requestId);
    }
    const task = this.produce(requestId, session, request, template).finally(() => this.running.delete(task));
    this.running.add(task);
    return requestId;
  }

  async hasGeneration(requestId: string): Promise<boolean> {
    return (await this.deps.generations.meta(requestId)) !== null;
  }

  follow(requestId: string, afterId: number, signal: AbortSignal): AsyncIterable<StoredEvent> {
    return this.deps.generations.follow(requestId, afterId, signal);
  }

  /** Waits for the generation's end: its JSON body, or its error as an AppError. */
  async result(requestId: string, signal: AbortSignal): Promise<GenerateResponse> {
    for await (const event of this.follow(requestId, 0, signal)) {
      if (event.event === 'done') return event.data as GenerateResponse;
      if (event.event === 'error') {
        const { code, message } = event.data as { code: AppError['code']; message: string };
        throw new AppError(code, message);
      }
    }
    throw new AppError('generation_not_found', 'This reply is no longer available.');
  }

  async stop(session: Session, requestId: string): Promise<void> {
    const meta = await this.deps.generations.meta(requestId);
    if (!meta) throw new AppError('generation_not_found', 'There is no reply with this requestId to stop.');
    if (meta.sessionId !== session.id) throw new AppError('forbidden_session', 'This reply belongs to another chat session.');
    await this.deps.generations.requestStop(requestId);
  }

  /** For shutdown: lets running generations finish for up to `graceMs`, then aborts the rest. */
  async drain(graceMs: number): Promise<void> {
    const all = Promise.allSettled([...this.running]);
    const timer = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
    await Promise.race([all, timer]);
    this.shutdown.abort(new Error('server shutting down'));
    await all;
  }

  private join(ownerId: string | undefined, session: Session, requestId: string): string {
    if (ownerId !== session.id) throw new AppError('conflict', 'This requestId is already used by another chat session.');
    return requestId;
  }

  private async produce(requestId: string, session: Session, request: GenerateRequest, template: Template | undefined): Promise<void> {
    const { config, engine, generations, sessions, logger, observe } = this.deps;
    const began = performance.now();
    const stop = new AbortController();
    const unsubscribe = await generations.onStop(requestId, () => stop.abort(new Error('stopped')));
    const signal = AbortSignal.any([stop.signal, this.shutdown.signal]);

    let queue = Promise.resolve();
    let firstEvent = true;
    const emit = (event: StreamEventName, data: unknown): void => {
      queue = queue.then(async () => {
        await generations.append(requestId, event, data);
      });
      if (firstEvent && event !== 'start') {
        firstEvent = false;
        observe?.firstEvent?.((performance.now() - began) / 1000);
      }
    };

    const messageId = randomUUID();
    const createdAt = new Date().toISOString();
    const reply = (content: string, options: EmailOption[], status: ChatMessage['status']): GenerateResponse => {
      const message: ChatMessage = {
        id: messageId,
        sessionId: session.id,
        role: 'assistant',
        content,
        emailOptions: options,
        createdAt,
        engine: engine.name,
        status,
      };
      return { message, emailOptions: options };
    };
    const emitter = new DeltaEmitter(emit, (index) => `${messageId}-${index + 1}`);
    const userMessage = request.userMessage;
    observe?.started?.();
    emit('start', { requestId, messageId, engine: engine.name });

    try {
      const draft = await writeDraft({
        engine,
        input: { userMessage, ...(template ? { template } : {}), history: session.history, ...(request.refine ? { refine: request.refine } : {}) },
        signal,
        timeoutMs: config.AI_TIMEOUT_MS,
        onPartial: (partial) => emitter.update(partial),
      });
      const options = emitter.finish(draft);
      await sessions.appendTurn(session.id, { userMessage, reply: draft }, config.HISTORY_TURNS);
      emit('done', reply(draft.message, options, 'complete'));
      observe?.finished?.('done');
    } catch (error) {
      if (error instanceof DraftAborted) {
        const partial = emitter.finishPartial();
        const kept: ReplyDraft | null =
          partial.options.length === 2
            ? { message: partial.message || 'Stopped.', options: partial.options.map(({ tone, subject, body, notes }) => ({ tone, subject, body, notes: notes ?? '' })) }
            : null;
        await sessions.appendTurn(session.id, { userMessage, reply: kept }, config.HISTORY_TURNS);
        emit('done', reply(partial.message, partial.options, 'stopped'));
        observe?.finished?.('stopped');
      } else {
        const appError = toAppError(error);
        if (appError.status >= 500) logger.warn({ err: appError.cause ?? appError, code: appError.code, requestId }, 'generation failed');
        emit('error', { code: appError.code, message: appError.message });
        observe?.finished?.('error', appError.code);
      }
    } finally {
      emitter.dispose();
      unsubscribe();
      await queue.catch((err: unknown) => logger.error({ err, requestId }, 'could not record a generation event'));
    }
  }
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
