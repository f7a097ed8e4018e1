import { createStore, useStore } from 'zustand';
import {
  MAX_MESSAGE_CHARS,
  type ChatMessage,
  type EmailOption,
  type GenerateRequest,
  type GenerateResponse,
  type Refine,
  type Template,
} from '@mailmuse/api/contract';
import { notify } from '../../../components/toast/notify.ts';
import { createFrameBatcher } from '../../../lib/frame-batcher.ts';
import { HttpError } from '../../../lib/http.ts';
import { stopReply } from '../api/stop-reply.ts';
import type { ProgressEvent } from '../api/stream-reply.ts';
import { ReplyFailedError, requestReply } from '../reply-flow.ts';

export const WELCOME_MESSAGE_ID = 'welcome';
export const WELCOME_TEXT =
  "Hi! I'm your AI email specialist... ready to help with any email you need to write. Tell me who " +
  "it is for, what it should achieve and any details worth including, and I'll write two options in " +
  'different tones for you to choose from. You can also start from a template or a prompt idea.';
export const APOLOGY_TEXT = "I'm sorry, I encountered an error while generating your emails. Please try again.";
export const GENERATION_FAILED_TEXT = 'Failed to generate emails. Please try again.';

/** Which options of a reply a revision rewrites: one of them, or both. */
export type RevisionTarget = 0 | 1 | 'both';

/** A rewrite of the latest reply in place: a refinement of one option, or Regenerate. */
interface Revision {
  key: string;
  target: RevisionTarget;
  /** The reply as it was: its other option is kept from here, and all of it comes back on failure. */
  previous: ChatMessage;
}

/** The reply being awaited. */
interface PendingReply {
  requestId: string;
  /** Key of the assistant message once the stream has started it. */
  messageKey: string | null;
  stopping: boolean;
  controller: AbortController;
  revision: Revision | null;
}

/** What was asked for a reply: Regenerate asks it again. */
export interface ReplyRequest {
  userMessage: string;
  templateId?: string;
}

/** The text of an option as the visitor edited it. */
export interface OptionText {
  subject: string;
  body: string;
}

interface ChatState {
  sessionId: string | null;
  /** Message keys in order; a message's key stays the same while its content streams in. */
  messageKeys: string[];
  messages: Record<string, ChatMessage>;
  draft: string;
  template: Template | null;
  reply: PendingReply | null;
  /** Polite screen-reader lines for the latest reply, e.g. "Option 1 ready". */
  announcements: string[];
  /** The request behind each reply, by message key. */
  requests: Record<string, ReplyRequest>;
  /** The visitor's edits, by option id; copying and the compose links use them. */
  edits: Record<string, OptionText>;
}

interface ChatActions {
  sessionStarted(sessionId: string): void;
  draftChanged(text: string): void;
  templateChosen(template: Template): void;
  templateCleared(): void;
  promptChosen(text: string): void;
  /** Sends the draft; resolves once the reply has arrived or failed. */
  messageSent(): Promise<void>;
  stopRequested(): Promise<void>;
  /** Rewrites one option of the latest reply in place; the other option is kept as it is. */
  optionRefined(messageKey: string, optionIndex: 0 | 1, instruction: Refine['instruction'], text?: string): Promise<void>;
  /** Asks the latest reply's request again and rewrites both options in place. */
  replyRegenerated(messageKey: string): Promise<void>;
  optionEdited(optionId: string, text: OptionText): void;
  optionEditsDiscarded(optionId: string): void;
}

type ChatStore = ChatState & { actions: ChatActions };

function welcomeMessage(sessionId: string): ChatMessage {
  return {
    id: WELCOME_MESSAGE_ID,
    sessionId,
    role: 'assistant',
    content: WELCOME_TEXT,
    emailOptions: null,
    createdAt: new Date().toISOString(),
  };
}

const emptyOption = (id: string): EmailOption => ({ id, tone: '', subject: '', body: '' });

/** Why a draft cannot be sent, or null when it can. */
export function draftProblem(draft: string): 'empty' | 'too-long' | null {
  const text = draft.trim();
  if (text.length === 0) return 'empty';
  if (text.length > MAX_MESSAGE_CHARS) return 'too-long';
  return null;
}

function optionReady(index: number): string {
  return `Option ${index + 1} ready`;
}

/** The message a revision streams into: the kept option as it was, the rewritten ones empty. */
function clearedForRevision(revision: Revision, start: { messageId: string; engine: string }): ChatMessage {
  const { status: _status, ...previous } = revision.previous;
  const options = revision.previous.emailOptions ?? [];
  return {
    ...previous,
    id: start.messageId,
    content: '',
    createdAt: new Date().toISOString(),
    engine: start.engine,
    emailOptions:
      revision.target === 'both'
        ? []
        : options.map((option, index) => (index === revision.target ? emptyOption(`${start.messageId}-${index + 1}`) : option)),
  };
}

/** The options of a finished revision: the rewritten ones from the server, the others as they were. */
function revisedOptions(revision: Revision, received: EmailOption[]): EmailOption[] {
  if (revision.target === 'both') return received;
  return (revision.previous.emailOptions ?? []).map((option, index) =>
    // A refinement stopped before its option began keeps the option it was asked to change.
    index === revision.target ? (received[index] ?? option) : option,
  );
}

/** Applies a frame's worth of stream events to the streaming message in one update. */
function applyProgress(state: ChatState, events: ProgressEvent[]): Partial<ChatState> {
  const reply = state.reply;
  if (!reply) return {};
  const revision = reply.revision;
  let key = reply.messageKey;
  let message = key ? state.messages[key] : undefined;
  let announcements = state.announcements;

  for (const { event, data } of events) {
    if (event === 'start') {
      if (key) continue;
      if (revision) {
        key = revision.key;
        message = clearedForRevision(revision, data);
        continue;
      }
      key = `reply-${reply.requestId}`;
      message = {
        id: data.messageId,
        sessionId: state.sessionId ?? '',
        role: 'assistant',
        content: '',
        emailOptions: [],
        createdAt: new Date().toISOString(),
        engine: data.engine,
      };
      continue;
    }
    if (!message) continue;
    if (event === 'message-delta') {
      message = { ...message, content: message.content + data.text };
      continue;
    }
    // The option a refinement keeps is written again by the model; the page keeps its own copy.
    if (revision && revision.target !== 'both' && data.index !== revision.target) continue;
    const options = [...(message.emailOptions ?? [])];
    while (options.length <= data.index) options.push(emptyOption(`${message.id}-option-${options.length + 1}`));
    if (event === 'option-delta') {
      const option = options[data.index]!;
      options[data.index] = { ...option, [data.field]: (option[data.field] ?? '') + data.text };
    } else {
      options[data.index] = data.option;
      const line = optionReady(data.index);
      if (!announcements.includes(line)) announcements = [...announcements, line];
    }
    message = { ...message, emailOptions: options };
  }

  if (!key || !message) return {};
  const isNew = !state.messages[key];
  return {
    messages: { ...state.messages, [key]: message },
    messageKeys: isNew ? [...state.messageKeys, key] : state.messageKeys,
    reply: reply.messageKey === key ? reply : { ...reply, messageKey: key },
    announcements,
  };
}

function failureDescription(error: unknown): string {
  const rateLimited =
    (error instanceof HttpError && error.status === 429) ||
    (error instanceof ReplyFailedError && error.status === 429);
  if (!rateLimited) return GENERATION_FAILED_TEXT;
  if (error instanceof HttpError && error.retryAfterSeconds !== null) {
    const seconds = error.retryAfterSeconds;
    return `Too many requests. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
  }
  const serverMessage = error instanceof HttpError ? error.body?.error.message : (error as ReplyFailedError).message;
  return serverMessage || 'Too many requests. Please wait a moment and try again.';
}

function newRequestId(): string {
  return crypto.randomUUID();
}

/** The latest reply of the conversation (not the welcome, not an apology): the one the server refines. */
export function latestReplyKey(state: Pick<ChatState, 'messageKeys'>): string | null {
  for (let index = state.messageKeys.length - 1; index >= 0; index -= 1) {
    const key = state.messageKeys[index]!;
    if (key.startsWith('reply-')) return key;
  }
  return null;
}

/** An option with the visitor's edits applied. */
export function editedOption(state: Pick<ChatState, 'edits'>, option: EmailOption): EmailOption {
  const edit = state.edits[option.id];
  return edit ? { ...option, ...edit } : option;
}

const REFINE_REQUEST: Record<Exclude<Refine['instruction'], 'custom'>, string> = {
  shorter: 'shorter',
  'more-formal': 'more formal',
  friendlier: 'friendlier',
};

/**
 * The userMessage of a refinement. It names the option, so the conversation the server keeps
 * reads as the visitor would have typed it ("Make option 1 shorter").
 */
export function refineRequestText(optionIndex: 0 | 1, instruction: Refine['instruction'], text = ''): string {
  const n = optionIndex + 1;
  return instruction === 'custom' ? `Change option ${n}: ${text.trim()}` : `Make option ${n} ${REFINE_REQUEST[instruction]}`;
}

/** Longest free-text change the API accepts. */
export const MAX_REFINE_TEXT_CHARS = 500;

export const chatStore = createStore<ChatStore>()((set, get) => {
  // Each helper acts only while `requestId` is still the awaited reply: a reply that outlived its
  // chat (a new session, a reset) must not write into the next one.
  const isCurrent = (requestId: string) => get().reply?.requestId === requestId;

  function finish(requestId: string, request: ReplyRequest, response: GenerateResponse): void {
    if (!isCurrent(requestId)) return;
    set((state) => {
      const revision = state.reply?.revision ?? null;
      const key = revision?.key ?? state.reply?.messageKey ?? `reply-${requestId}`;
      const received = response.message.emailOptions ?? response.emailOptions;
      const options = revision ? revisedOptions(revision, received) : received;
      const rewritten = options
        .map((_, index) => index)
        .filter((index) => !revision || revision.target === 'both' || revision.target === index);
      const missing = rewritten.map(optionReady).filter((line) => !state.announcements.includes(line));
      const isNew = !state.messages[key];
      let edits = state.edits;
      if (revision) {
        // Edits of the options that were rewritten no longer apply to anything.
        const kept = new Set(options.map((option) => option.id));
        const dropped = (revision.previous.emailOptions ?? []).filter((option) => !kept.has(option.id) && edits[option.id]);
        if (dropped.length > 0) {
          edits = { ...edits };
          for (const option of dropped) delete edits[option.id];
        }
      }
      return {
        messages: { ...state.messages, [key]: { ...response.message, emailOptions: options } },
        messageKeys: isNew ? [...state.messageKeys, key] : state.messageKeys,
        reply: null,
        announcements: [...state.announcements, ...missing],
        // A revision asks nothing new and leaves the template chosen for the next message alone.
        ...(revision ? { edits } : { template: null, requests: { ...state.requests, [key]: request } }),
      };
    });
  }

  function fail(requestId: string, error: unknown): void {
    if (!isCurrent(requestId)) return;
    set((state) => {
      const revision = state.reply?.revision ?? null;
      const key = state.reply?.messageKey;
      const messages = { ...state.messages };
      // A reply that failed midway is not trustworthy: its partial text goes, the apology stays.
      // A failed revision gives the reply back as it was.
      if (revision) messages[revision.key] = revision.previous;
      else if (key) delete messages[key];
      const apologyKey = `error-${requestId}`;
      messages[apologyKey] = {
        id: apologyKey,
        sessionId: state.sessionId ?? '',
        role: 'assistant',
        content: APOLOGY_TEXT,
        emailOptions: null,
        createdAt: new Date().toISOString(),
      };
      const keys = revision ? state.messageKeys : state.messageKeys.filter((k) => k !== key);
      return { messages, messageKeys: [...keys, apologyKey], reply: null };
    });
    notify({ title: 'Error', description: failureDescription(error), variant: 'destructive' });
  }

  /** Runs one generation, stream first; the store must already hold its `reply`. */
  async function generate(body: GenerateRequest & { requestId: string }, request: ReplyRequest, controller: AbortController): Promise<void> {
    const requestId = body.requestId;
    const batcher = createFrameBatcher<ProgressEvent>((events) => {
      if (isCurrent(requestId)) set((state) => applyProgress(state, events));
    });
    let response: GenerateResponse;
    try {
      response = await requestReply(body, (event) => batcher.push(event), controller.signal);
    } catch (error) {
      batcher.cancel();
      // Aborted only when the chat it belonged to was replaced: nothing left to update.
      if (controller.signal.aborted) return;
      console.error('Reply failed', error);
      fail(requestId, error);
      return;
    }
    batcher.flush();
    finish(requestId, request, response);
  }

  /** Rewrites the latest reply in place with `body`, if nothing else is under way. */
  async function revise(messageKey: string, target: RevisionTarget, body: Omit<GenerateRequest, 'sessionId' | 'requestId'>): Promise<void> {
    const state = get();
    const previous = state.messages[messageKey];
    const request = state.requests[messageKey];
    if (!state.sessionId || state.reply || !previous || !request || latestReplyKey(state) !== messageKey) return;
    const requestId = newRequestId();
    const controller = new AbortController();
    set({
      reply: { requestId, messageKey: null, stopping: false, controller, revision: { key: messageKey, target, previous } },
      announcements: [],
    });
    await generate({ ...body, sessionId: state.sessionId, requestId }, request, controller);
  }

  return {
    sessionId: null,
    messageKeys: [],
    messages: {},
    draft: '',
    template: null,
    reply: null,
    announcements: [],
    requests: {},
    edits: {},
    actions: {
      sessionStarted(sessionId) {
        get().reply?.controller.abort();
        const welcome = welcomeMessage(sessionId);
        set({
          sessionId,
          messageKeys: [welcome.id],
          messages: { [welcome.id]: welcome },
          reply: null,
          announcements: [],
          requests: {},
          edits: {},
        });
      },
      draftChanged(text) {
        set({ draft: text });
      },
      templateChosen(template) {
        set({ template, draft: template.description });
      },
      templateCleared() {
        set({ template: null });
      },
      promptChosen(text) {
        set({ draft: text });
      },
      async messageSent() {
        const { sessionId, draft, template, reply } = get();
        if (!sessionId || reply || draftProblem(draft)) return;
        const text = draft.trim();
        const requestId = newRequestId();
        const controller = new AbortController();
        const request: ReplyRequest = { userMessage: text, ...(template ? { templateId: template.id } : {}) };
        const userKey = `user-${requestId}`;
        set((state) => ({
          draft: '',
          messageKeys: [...state.messageKeys, userKey],
          messages: {
            ...state.messages,
            [userKey]: {
              id: userKey,
              sessionId,
              role: 'user',
              content: text,
              emailOptions: null,
              createdAt: new Date().toISOString(),
            },
          },
          reply: { requestId, messageKey: null, stopping: false, controller, revision: null },
          announcements: [],
        }));
        await generate({ sessionId, requestId, ...request }, request, controller);
      },
      async stopRequested() {
        const { reply, sessionId } = get();
        if (!reply || reply.stopping || !sessionId) return;
        set({ reply: { ...reply, stopping: true } });
        try {
          // The stream carries on and ends with `done` whose status is "stopped".
          await stopReply(reply.requestId, sessionId);
        } catch (error) {
          // Most likely it had just finished: its `done` is on the way, so let it land; the
          // visitor can press Stop again if it is still running.
          console.error('Could not stop the reply', error);
          const current = get().reply;
          if (current?.requestId === reply.requestId) set({ reply: { ...current, stopping: false } });
        }
      },
      async optionRefined(messageKey, optionIndex, instruction, text) {
        const options = get().messages[messageKey]?.emailOptions ?? [];
        const custom = (text ?? '').trim();
        if (options.length !== 2) return;
        if (instruction === 'custom' && (custom.length === 0 || custom.length > MAX_REFINE_TEXT_CHARS)) return;
        await revise(messageKey, optionIndex, {
          userMessage: refineRequestText(optionIndex, instruction, custom),
          refine: { optionIndex, instruction, ...(instruction === 'custom' ? { text: custom } : {}) },
        });
      },
      async replyRegenerated(messageKey) {
        const request = get().requests[messageKey];
        if (!request) return;
        await revise(messageKey, 'both', request);
      },
      optionEdited(optionId, text) {
        set((state) => ({ edits: { ...state.edits, [optionId]: text } }));
      },
      optionEditsDiscarded(optionId) {
        set((state) => {
          if (!state.edits[optionId]) return {};
          const edits = { ...state.edits };
          delete edits[optionId];
          return { edits };
        });
      },
    },
  };
});

function useChat<T>(selector: (state: ChatStore) => T): T {
  return useStore(chatStore, selector);
}

export const useSessionId = () => useChat((state) => state.sessionId);
export const useMessageKeys = () => useChat((state) => state.messageKeys);
export const useMessage = (key: string) => useChat((state) => state.messages[key]);
export const useIsStreamingMessage = (key: string) => useChat((state) => state.reply?.messageKey === key);
export const useDraft = () => useChat((state) => state.draft);
export const useChosenTemplate = () => useChat((state) => state.template);
export const useIsAwaitingReply = () => useChat((state) => state.reply !== null);
/** True until the awaited reply's first event: the time to show "Typing...". */
export const useIsTyping = () =>
  useChat((state) => state.reply !== null && state.reply.revision === null && state.reply.messageKey === null);
export const useIsStopping = () => useChat((state) => state.reply?.stopping ?? false);
export const useAnnouncements = () => useChat((state) => state.announcements);
export const useChatActions = () => useChat((state) => state.actions);
export const useLatestReplyKey = () => useChat(latestReplyKey);
/** Which options of the message at `key` are being rewritten in place, or null. */
export const useRevisionTarget = (key: string) =>
  useChat((state) => (state.reply?.revision?.key === key ? state.reply.revision.target : null));
export const useCanRegenerate = (key: string) => useChat((state) => state.requests[key] !== undefined);
export const useOptionEdit = (optionId: string) => useChat((state) => state.edits[optionId]);
