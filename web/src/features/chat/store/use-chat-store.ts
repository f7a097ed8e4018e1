import { createStore, useStore } from 'zustand';
import {
  MAX_MESSAGE_CHARS,
  type ChatMessage,
  type EmailOption,
  type GenerateRequest,
  type GenerateResponse,
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

/** The reply being awaited. */
interface PendingReply {
  requestId: string;
  /** Key of the assistant message once the stream has started it. */
  messageKey: string | null;
  stopping: boolean;
  controller: AbortController;
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

/** Applies a frame's worth of stream events to the streaming message in one update. */
function applyProgress(state: ChatState, events: ProgressEvent[]): Partial<ChatState> {
  const reply = state.reply;
  if (!reply) return {};
  let key = reply.messageKey;
  let message = key ? state.messages[key] : undefined;
  let announcements = state.announcements;

  for (const { event, data } of events) {
    if (event === 'start') {
      if (message) continue;
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
    reply: isNew ? { ...reply, messageKey: key } : reply,
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

export const chatStore = createStore<ChatStore>()((set, get) => {
  // Each helper acts only while `requestId` is still the awaited reply: a reply that outlived its
  // chat (a new session, a reset) must not write into the next one.
  const isCurrent = (requestId: string) => get().reply?.requestId === requestId;

  function finishWith(requestId: string, message: ChatMessage, extra: Partial<ChatState> = {}): void {
    if (!isCurrent(requestId)) return;
    set((state) => {
      const key = state.reply?.messageKey ?? `reply-${requestId}`;
      const isNew = !state.messages[key];
      return {
        messages: { ...state.messages, [key]: message },
        messageKeys: isNew ? [...state.messageKeys, key] : state.messageKeys,
        reply: null,
        ...extra,
      };
    });
  }

  function fail(requestId: string, error: unknown): void {
    if (!isCurrent(requestId)) return;
    set((state) => {
      const key = state.reply?.messageKey;
      const messages = { ...state.messages };
      // A reply that failed midway is not trustworthy: its partial text goes, the apology stays.
      if (key) delete messages[key];
      const apologyKey = `error-${requestId}`;
      messages[apologyKey] = {
        id: apologyKey,
        sessionId: state.sessionId ?? '',
        role: 'assistant',
        content: APOLOGY_TEXT,
        emailOptions: null,
        createdAt: new Date().toISOString(),
      };
      return {
        messages,
        messageKeys: [...state.messageKeys.filter((k) => k !== key), apologyKey],
        reply: null,
      };
    });
    notify({ title: 'Error', description: failureDescription(error), variant: 'destructive' });
  }

  return {
    sessionId: null,
    messageKeys: [],
    messages: {},
    draft: '',
    template: null,
    reply: null,
    announcements: [],
    actions: {
      sessionStarted(sessionId) {
        get().reply?.controller.abort();
        const welcome = welcomeMessage(sessionId);
        set({ sessionId, messageKeys: [welcome.id], messages: { [welcome.id]: welcome }, reply: null, announcements: [] });
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
        const body: GenerateRequest = {
          sessionId,
          userMessage: text,
          requestId,
          ...(template ? { templateId: template.id } : {}),
        };
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
          reply: { requestId, messageKey: null, stopping: false, controller },
          announcements: [],
        }));

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
        const options = response.message.emailOptions ?? response.emailOptions;
        const announcements = get().announcements;
        const missing = options.map((_, index) => optionReady(index)).filter((line) => !announcements.includes(line));
        finishWith(
          requestId,
          { ...response.message, emailOptions: options },
          { template: null, announcements: [...announcements, ...missing] },
        );
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
export const useIsTyping = () => useChat((state) => state.reply !== null && state.reply.messageKey === null);
export const useIsStopping = () => useChat((state) => state.reply?.stopping ?? false);
export const useAnnouncements = () => useChat((state) => state.announcements);
export const useChatActions = () => useChat((state) => state.actions);
