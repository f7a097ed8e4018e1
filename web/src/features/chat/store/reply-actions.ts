import type { EmailOption, GenerateRequest, GenerateResponse, Refine, ChatMessage } from '@mailmuse/api/contract';
import { createFrameBatcher, nextTask } from '../../../lib/frame-batcher.ts';
import { createChat } from '../api/create-chat.ts';
import { HttpError } from '../../../lib/http.ts';
import type { ProgressEvent } from '../api/stream-reply.ts';
import { ReplyFailedError, requestReply } from '../reply-flow.ts';
import {
  chatStore,
  GENERATION_FAILED_TEXT,
  isCurrentReply,
  latestReplyKey,
  replyFailed,
  type ChatState,
  type ReplyRequest,
  type Revision,
  type RevisionTarget,
} from './use-chat-store.ts';

// How replies are written into the chat store: the stream's events, the end of a reply, its
// failure, and rewrites in place. Part of the code that loads once the visitor begins a message.

/** Longest free-text change the API accepts. */
export const MAX_REFINE_TEXT_CHARS = 500;

const emptyOption = (id: string): EmailOption => ({ id, tone: '', subject: '', body: '' });

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
  let finishedOptions = reply.finishedOptions;

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
      if (!finishedOptions.includes(data.index)) finishedOptions = [...finishedOptions, data.index];
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
    reply: reply.messageKey === key && reply.finishedOptions === finishedOptions ? reply : { ...reply, messageKey: key, finishedOptions },
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

function finish(requestId: string, request: ReplyRequest, response: GenerateResponse): void {
  if (!isCurrentReply(requestId)) return;
  chatStore.setState((state) => {
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

/** Runs one generation, stream first; the store must already hold its `reply`. */
/** The server no longer knows this chat (it expired while the tab stayed open, or after a reload). */
function sessionGone(error: unknown): boolean {
  const code = error instanceof HttpError ? error.body?.error.code : error instanceof ReplyFailedError ? error.code : undefined;
  return code === 'session_not_found' || code === 'forbidden_session';
}

export async function generate(
  body: GenerateRequest & { requestId: string },
  request: ReplyRequest,
  controller: AbortController,
  renewed = false,
): Promise<void> {
  const requestId = body.requestId;
  // The page has just shown the message (or cleared the options being rewritten): let that be
  // one short task and setting up the request another, rather than one long one.
  await nextTask();
  const batcher = createFrameBatcher<ProgressEvent>((events) => {
    if (isCurrentReply(requestId)) chatStore.setState((state) => applyProgress(state, events));
  });
  let response: GenerateResponse;
  try {
    response = await requestReply(body, (event) => batcher.push(event), controller.signal);
  } catch (error) {
    batcher.cancel();
    // Aborted only when the chat it belonged to was replaced: nothing left to update.
    if (controller.signal.aborted) return;
    // An expired chat: open a new session, keep the conversation on the page, ask again once.
    if (!renewed && sessionGone(error) && body.refine === undefined) {
      try {
        const { id } = await createChat();
        if (!isCurrentReply(requestId)) return;
        chatStore.setState({ sessionId: id });
        await generate({ ...body, sessionId: id }, request, controller, true);
        return;
      } catch (renewError) {
        console.error('Could not open a new chat session', renewError);
      }
    }
    console.error('Reply failed', error);
    replyFailed(requestId, failureDescription(error));
    return;
  }
  batcher.flush();
  finish(requestId, request, response);
}

/** Rewrites the latest reply in place with `body`, if nothing else is under way. */
async function revise(messageKey: string, target: RevisionTarget, body: Omit<GenerateRequest, 'sessionId' | 'requestId'>): Promise<void> {
  const state = chatStore.getState();
  const previous = state.messages[messageKey];
  const request = state.requests[messageKey];
  if (!state.sessionId || state.reply || !previous || !request || latestReplyKey(state) !== messageKey) return;
  const requestId = crypto.randomUUID();
  const controller = new AbortController();
  chatStore.setState({
    reply: { requestId, messageKey: null, stopping: false, controller, revision: { key: messageKey, target, previous }, finishedOptions: [] },
    announcements: [],
  });
  await generate({ ...body, sessionId: state.sessionId, requestId }, request, controller);
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

/** Rewrites one option of the latest reply in place; the other option is kept as it is. */
export async function refineOption(messageKey: string, optionIndex: 0 | 1, instruction: Refine['instruction'], text?: string): Promise<void> {
  const options = chatStore.getState().messages[messageKey]?.emailOptions ?? [];
  const custom = (text ?? '').trim();
  if (options.length !== 2) return;
  if (instruction === 'custom' && (custom.length === 0 || custom.length > MAX_REFINE_TEXT_CHARS)) return;
  // The option as the visitor left it: a refinement rewrites their edits, never the server's copy.
  const edit = chatStore.getState().edits[options[optionIndex]!.id];
  await revise(messageKey, optionIndex, {
    userMessage: refineRequestText(optionIndex, instruction, custom),
    refine: { optionIndex, instruction, ...(instruction === 'custom' ? { text: custom } : {}), ...(edit ? { edited: { subject: edit.subject, body: edit.body } } : {}) },
  });
}

/** Asks the latest reply's request again and rewrites both options in place. */
export async function regenerateReply(messageKey: string): Promise<void> {
  const request = chatStore.getState().requests[messageKey];
  if (!request) return;
  await revise(messageKey, 'both', request);
}
