import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import type {
  ChatMessage,
  EmailOption,
  GenerateRequest,
  GenerateResponse,
  Refine,
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
import { GenerationTakenOver, type GenerationStore, type StoredEvent } from './generation-store.ts';
import { RENEW_MS } from './redis-generation-store.ts';
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
    /** A dependency failed under a generation: the store, or the model (by kind). */
    fault?(kind: string): void;
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
  /** Each running producer's stop controller, aborted on shutdown. */
  private readonly producers = new Set<AbortController>();
  private readonly templates: ReadonlyMap<string, Template>;

  private readonly deps: ChatServiceDeps;

  private readonly adopting = new Set<string>();

  constructor(deps: ChatServiceDeps) {
    this.deps = deps;
    this.templates = new Map(deps.templates.map((t) => [t.id, t]));
    deps.generations.onOrphan?.((requestId) => {
      if (this.adopting.has(requestId)) return;
      this.adopting.add(requestId);
      const task = this.adopt(requestId)
        .catch((err: unknown) => this.deps.logger.error({ err, requestId }, 'taking over a reply failed'))
        .finally(() => {
          this.adopting.delete(requestId);
          this.running.delete(task);
        });
      this.running.add(task);
    });
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
    const asked = { userMessage: request.userMessage, ...(request.templateId ? { templateId: request.templateId } : {}), ...(request.refine ? { refine: request.refine } : {}) };
    const messageId = randomUUID();
    if (!(await this.deps.generations.claim({ requestId, sessionId: session.id, request: asked, messageId }))) {
      return this.join((await this.deps.generations.meta(requestId))?.sessionId, session, requestId);
    }
    // produce() handles its own failures; the catch is the last guard that keeps the process alive.
    const task = this.produce(requestId, messageId, session, request, template)
      .catch((err: unknown) => this.deps.logger.error({ err, requestId }, 'generation crashed'))
      .finally(() => this.running.delete(task));
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
    const reason = new Error('server shutting down');
    this.shutdown.abort(reason);
    for (const stop of this.producers) stop.abort(reason);
    await all;
  }

  private join(ownerId: string | undefined, session: Session, requestId: string): string {
    if (ownerId !== session.id) throw new AppError('conflict', 'This requestId is already used by another chat session.');
    return requestId;
  }

  /**
   * Takes over a reply whose instance died mid-way (its owner lease lapsed). The built-in composer
   * is deterministic, so it writes the same reply again and ends it with `done`; a remote model
   * would write a different one, so that reply ends with the `error` event and the page's "Try again".
   */
  private async adopt(requestId: string): Promise<void> {
    const { config, engine, generations, sessions, logger, observe } = this.deps;
    if (!generations.takeLease) return;
    const meta = await generations.meta(requestId);
    if (!meta?.request || !(await generations.takeLease(requestId))) return;
    observe?.fault?.('owner_lost');
    observe?.started?.();
    logger.warn({ requestId }, 'taking over a reply whose instance stopped');
    const lease = generations.renewLease ? setInterval(() => void generations.renewLease!(requestId).catch(() => undefined), RENEW_MS) : undefined;
    lease?.unref();
    try {
      const session = await sessions.get(meta.sessionId);
      if (engine.remote || !session) {
        await generations.append(requestId, 'error', { code: 'generation_failed', message: 'The server writing this reply stopped. Please try again.' });
        observe?.finished?.('error', 'generation_failed');
        return;
      }
      const request = meta.request as { userMessage: string; templateId?: string; refine?: Refine };
      const template = request.templateId ? this.templates.get(request.templateId) : undefined;
      const draft = await writeDraft({
        engine,
        input: { userMessage: request.userMessage, ...(template ? { template } : {}), history: session.history, ...(request.refine ? { refine: request.refine } : {}) },
        signal: this.shutdown.signal,
        timeoutMs: config.AI_TIMEOUT_MS,
      });
      // The message the visitor already saw start (its options' ids derive from it).
      const messageId = meta.messageId ?? randomUUID();
      const options = draft.options.map((option, index) => ({ id: `${messageId}-${index + 1}`, ...option }));
      await sessions.appendTurn(session.id, { userMessage: request.userMessage, reply: draft }, config.HISTORY_TURNS);
      const message: ChatMessage = { id: messageId, sessionId: session.id, role: 'assistant', content: draft.message, emailOptions: options, createdAt: new Date().toISOString(), engine: engine.name, status: 'complete' };
      await generations.append(requestId, 'done', { message, emailOptions: options } satisfies GenerateResponse);
      observe?.finished?.('done');
    } catch (error) {
      const appError = toAppError(error);
      if (appError.fault) observe?.fault?.(appError.fault);
      observe?.finished?.('error', appError.code);
      await generations.append(requestId, 'error', { code: appError.code, message: appError.message }).catch(() => undefined);
    } finally {
      clearInterval(lease);
    }
  }

  private async produce(requestId: string, messageId: string, session: Session, request: GenerateRequest, template: Template | undefined): Promise<void> {
    const { config, engine, generations, sessions, logger, observe } = this.deps;
    const began = performance.now();
    // A deliberate stop or the server shutting down (drain() aborts every producer's controller).
    const stop = new AbortController();
    const signal = stop.signal;
    if (this.shutdown.signal.aborted) stop.abort(this.shutdown.signal.reason);
    this.producers.add(stop);

    // Every store call is chained and caught here: a store that fails (Redis gone) ends this
    // generation and is counted, but never becomes an unhandled rejection that ends the process.
    let storeFailure: unknown;
    // Another instance took this reply over (this one stalled past its lease): it writes the rest.
    let superseded = false;
    let queue = Promise.resolve();
    let firstEvent = true;
    const emit = (event: StreamEventName, data: unknown): void => {
      queue = queue.then(async () => {
        if (storeFailure !== undefined || superseded) return;
        try {
          await generations.append(requestId, event, data);
        } catch (error) {
          if (error instanceof GenerationTakenOver) {
            superseded = true;
            stop.abort(error);
            return;
          }
          storeFailure = error;
          observe?.fault?.('store_unavailable');
          stop.abort(new Error('the generation store failed'));
        }
      });
      if (firstEvent && event !== 'start') {
        firstEvent = false;
        observe?.firstEvent?.((performance.now() - began) / 1000);
      }
    };

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
    let unsubscribe: () => void = () => undefined;
    observe?.started?.();

    // A failed renewal is left to the store calls, which fail the same way and end the reply.
    const renew = () =>
      generations.renewLease!(requestId).then((held) => {
        if (held || superseded) return;
        superseded = true;
        stop.abort(new Error('another instance took this reply over'));
      }, () => undefined);
    const lease = generations.renewLease ? setInterval(() => void renew(), RENEW_MS) : undefined;
    lease?.unref();
    try {
      unsubscribe = await generations.onStop(requestId, () => stop.abort(new Error('stopped')));
      emit('start', { requestId, messageId, engine: engine.name });
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
      if (superseded) {
        observe?.finished?.('error', 'superseded');
      } else if (error instanceof DraftAborted && storeFailure === undefined) {
        const partial = emitter.finishPartial();
        const kept: ReplyDraft | null =
          partial.options.length === 2
            ? { message: partial.message || 'Stopped.', options: partial.options.map(({ tone, subject, body, notes }) => ({ tone, subject, body, notes: notes ?? '' })) }
            : null;
        await sessions.appendTurn(session.id, { userMessage, reply: kept }, config.HISTORY_TURNS).catch((err: unknown) => {
          logger.warn({ err, requestId }, 'could not record a stopped reply in the session');
        });
        emit('done', reply(partial.message, partial.options, 'stopped'));
        observe?.finished?.('stopped');
      } else {
        const appError = storeFailure !== undefined ? toAppError(storeFailure) : toAppError(error);
        if (appError.status >= 500) logger.warn({ err: appError.cause ?? appError, code: appError.code, requestId }, 'generation failed');
        if (appError.code === 'unavailable' && storeFailure === undefined) observe?.fault?.('store_unavailable');
        else if (appError.fault) observe?.fault?.(appError.fault);
        emit('error', { code: appError.code, message: appError.message });
        observe?.finished?.('error', appError.code);
      }
    } finally {
      this.producers.delete(stop);
      clearInterval(lease);
      emitter.dispose();
      unsubscribe();
      await queue;
      if (storeFailure !== undefined) logger.warn({ err: storeFailure, requestId }, 'could not record a generation event');
      if (superseded) {
        logger.warn({ requestId }, 'another instance took this reply over');
        observe?.fault?.('owner_superseded');
      }
    }
  }
}


function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
