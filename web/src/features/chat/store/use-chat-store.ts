import { createStore, useStore } from 'zustand';
import { MAX_MESSAGE_CHARS, type ChatMessage, type EmailOption, type Refine, type Template } from '@mailmuse/api/contract';
import { notify } from '../../../components/toast/notify.ts';
import { createChat } from '../api/create-chat.ts';
import { replyKit } from '../load-reply-kit.ts';
import { forgetConversation, saveConversation, type SavedConversation } from './persist.ts';

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
export interface Revision {
  key: string;
  target: RevisionTarget;
  /** The reply as it was: its other option is kept from here, and all of it comes back on failure. */
  previous: ChatMessage;
}

/** The reply being awaited. */
export interface PendingReply {
  requestId: string;
  /** Key of the assistant message once the stream has started it. */
  messageKey: string | null;
  stopping: boolean;
  controller: AbortController;
  revision: Revision | null;
  /** What a new reply asked, so a failure can offer to ask it again. */
  request?: ReplyRequest;
  /**
   * The options of this reply the server has already sent whole and validated (`option-done`),
   * by index: each is finished, with its tools, while the other is still being written.
   */
  finishedOptions: number[];
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

export interface ChatState {
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
  /** The apology of a failed reply, by its key, with what was asked: "Try again" asks it again. */
  failures: Record<string, ReplyRequest>;
  /** The visitor's edits, by option id; copying and the compose links use them. */
  edits: Record<string, OptionText>;
  /**
   * A template or a prompt idea has just filled the input: the input is brought into view and
   * focused (caret at the end) as soon as it is on the page, then this goes back to false.
   */
  inputFocusRequested: boolean;
}

interface ChatActions {
  sessionStarted(sessionId: string): void;
  /** A reload: the conversation kept in the tab comes back, with its session. */
  conversationRestored(conversation: SavedConversation): void;
  /** "New chat": forgets this conversation and starts a new session. */
  newChatRequested(): Promise<void>;
  /** "Try again" on a failed reply: asks the same request again. */
  retried(apologyKey: string): Promise<void>;
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
  /** The input has been brought into view and focused after a fill. */
  inputFocused(): void;
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

/** Why a draft cannot be sent, or null when it can. */
export function draftProblem(draft: string): 'empty' | 'too-long' | null {
  const text = draft.trim();
  if (text.length === 0) return 'empty';
  if (text.length > MAX_MESSAGE_CHARS) return 'too-long';
  return null;
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

/** Whether `requestId` is still the awaited reply: one that outlived its chat must not write into the next. */
export function isCurrentReply(requestId: string): boolean {
  return chatStore.getState().reply?.requestId === requestId;
}

/**
 * Ends the awaited reply with an apology and an error toast saying `description`. A reply that
 * failed midway is not trustworthy: its partial text goes. A failed revision gives the reply back
 * as it was.
 */
export function replyFailed(requestId: string, description: string): void {
  if (!isCurrentReply(requestId)) return;
  chatStore.setState((state) => {
    const revision = state.reply?.revision ?? null;
    const key = state.reply?.messageKey;
    const messages = { ...state.messages };
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
    const request = revision ? undefined : state.reply?.request;
    return { messages, messageKeys: [...keys, apologyKey], reply: null, failures: request ? { ...state.failures, [apologyKey]: request } : state.failures };
  });
  notify({ title: 'Error', description, variant: 'destructive' });
}

/** How long Stop waits for the server's "stopped" reply before settling on its own; tests shorten it. */
export const stopSettings = { settleMs: 1000 };

/** Ends a reply that is still pending after Stop: the text written so far stays, marked stopped. */
export function stopSettled(requestId: string): void {
  if (!isCurrentReply(requestId)) return;
  const pending = chatStore.getState().reply;
  pending?.controller.abort(new Error('stopped'));
  chatStore.setState((state) => {
    const key = state.reply?.messageKey;
    const revision = state.reply?.revision ?? null;
    const messages = { ...state.messages };
    if (revision) messages[revision.key] = revision.previous;
    else if (key && messages[key]) messages[key] = { ...messages[key]!, status: 'stopped' };
    return { messages, reply: null };
  });
}

/** Loads the reply code and asks for the reply; a failure to load it ends the reply with the apology. */
async function startReply(requestId: string, request: ReplyRequest, controller: AbortController): Promise<void> {
  const sessionId = chatStore.getState().sessionId;
  if (!sessionId) return;
  let kit;
  try {
    kit = await replyKit.load();
  } catch (error) {
    console.error('Reply failed', error);
    replyFailed(requestId, GENERATION_FAILED_TEXT);
    return;
  }
  // Aborted only when the chat it belonged to was replaced: nothing left to do.
  if (controller.signal.aborted) return;
  await kit.generate({ sessionId, requestId, ...request }, request, controller);
}

export const chatStore = createStore<ChatStore>()((set, get) => ({
  sessionId: null,
  messageKeys: [],
  messages: {},
  draft: '',
  template: null,
  reply: null,
  announcements: [],
  requests: {},
  failures: {},
  edits: {},
  inputFocusRequested: false,
  // The code that writes replies loads on demand: it starts as soon as the visitor begins a
  // message (typing, a template, a prompt idea), so a send rarely has to wait for it.
  actions: {
    conversationRestored(conversation) {
      if (get().sessionId) return;
      set({ ...conversation, reply: null, announcements: [], failures: {} });
    },
    async newChatRequested() {
      get().reply?.controller.abort();
      forgetConversation();
      set({ reply: null });
      try {
        const { id } = await createChat();
        get().actions.sessionStarted(id);
      } catch (error) {
        console.error('Could not start a new chat', error);
        notify({ title: 'Error', description: 'Could not start a new chat. Please try again.', variant: 'destructive' });
      }
    },
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
        failures: {},
        edits: {},
      });
    },
    draftChanged(text) {
      replyKit.preload();
      set({ draft: text });
    },
    templateChosen(template) {
      replyKit.preload();
      set({ template, draft: template.description, inputFocusRequested: true });
    },
    templateCleared() {
      set({ template: null });
    },
    promptChosen(text) {
      replyKit.preload();
      set({ draft: text, inputFocusRequested: true });
    },
    inputFocused() {
      if (get().inputFocusRequested) set({ inputFocusRequested: false });
    },
    async messageSent() {
      const { sessionId, draft, template, reply } = get();
      if (!sessionId || reply || draftProblem(draft)) return;
      const text = draft.trim();
      const requestId = crypto.randomUUID();
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
        reply: { requestId, messageKey: null, stopping: false, controller, revision: null, request, finishedOptions: [] },
        announcements: [],
      }));
      await startReply(requestId, request, controller);
    },
    async retried(apologyKey) {
      const { sessionId, reply, failures } = get();
      const request = failures[apologyKey];
      if (!sessionId || reply || !request) return;
      // The visitor's message is still in the list: the apology goes and the same request is sent again.
      const requestId = crypto.randomUUID();
      const controller = new AbortController();
      set((state) => {
        const messages = { ...state.messages };
        delete messages[apologyKey];
        const rest = { ...state.failures };
        delete rest[apologyKey];
        return {
          messages,
          messageKeys: state.messageKeys.filter((key) => key !== apologyKey),
          failures: rest,
          reply: { requestId, messageKey: null, stopping: false, controller, revision: null, request, finishedOptions: [] },
          announcements: [],
        };
      });
      await startReply(requestId, request, controller);
    },
    async stopRequested() {
      const { reply, sessionId } = get();
      if (!reply || reply.stopping || !sessionId) return;
      set({ reply: { ...reply, stopping: true } });
      // Stop always settles soon, whatever the network does: if the server's "stopped" reply has
      // not arrived by then, the reply is ended here with what was written so far.
      setTimeout(() => stopSettled(reply.requestId), stopSettings.settleMs);
      try {
        // The stream carries on and ends with `done` whose status is "stopped".
        await (await replyKit.load()).stopReply(reply.requestId, sessionId);
      } catch (error) {
        // Most likely it had just finished: its `done` is on the way and lands before the reply
        // settles. If not (the server never saw the stream, a stalled connection), the reply is
        // ended here all the same: the visitor asked to stop, and Stop never hangs.
        console.error('Could not stop the reply', error);
      }
    },
    async optionRefined(messageKey, optionIndex, instruction, text) {
      await (await replyKit.load()).refineOption(messageKey, optionIndex, instruction, text);
    },
    async replyRegenerated(messageKey) {
      await (await replyKit.load()).regenerateReply(messageKey);
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
}));

// Every settled change of the conversation is kept in the tab, so a reload restores it; a reply
// still being written is kept once it ends.
chatStore.subscribe((state, previous) => {
  if (state.reply || !state.sessionId) return;
  if (state.messages === previous.messages && state.edits === previous.edits && state.reply === previous.reply && state.sessionId === previous.sessionId) return;
  if (state.messageKeys.length <= 1) {
    forgetConversation();
    return;
  }
  saveConversation({ sessionId: state.sessionId, messageKeys: state.messageKeys, messages: state.messages, requests: state.requests, edits: state.edits });
});

function useChat<T>(selector: (state: ChatStore) => T): T {
  return useStore(chatStore, selector);
}

export const useSessionId = () => useChat((state) => state.sessionId);
export const useMessageKeys = () => useChat((state) => state.messageKeys);
export const useMessage = (key: string) => useChat((state) => state.messages[key]);
export const useIsStreamingMessage = (key: string) => useChat((state) => state.reply?.messageKey === key);
const NONE_FINISHED: number[] = [];
/** The options of the message at `key` already finished while the rest of it streams (see PendingReply). */
export const useFinishedOptions = (key: string) =>
  useChat((state) => (state.reply?.messageKey === key ? state.reply.finishedOptions : NONE_FINISHED));
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
/** What the visitor asked for this reply; while it streams, the request being answered. */
export const useReplyRequest = (key: string) => useChat((state) => state.requests[key]?.userMessage ?? (state.reply?.messageKey === key ? state.reply.request?.userMessage : undefined));
export const useCanRetry = (key: string) => useChat((state) => state.failures[key] !== undefined && state.messageKeys.at(-1) === key);
export const useOptionEdit = (optionId: string) => useChat((state) => state.edits[optionId]);
export const useInputFocusRequested = () => useChat((state) => state.inputFocusRequested);
