// The conversation is kept in the tab (sessionStorage) so a reload loses nothing: the session id
// with it, as the server keeps the session's context while it lives. Nothing leaves the browser.
import { chatMessageSchema, type ChatMessage } from '@mailmuse/api/contract';

const KEY = 'mailmuse:conversation';

export interface SavedConversation {
  sessionId: string;
  messageKeys: string[];
  messages: Record<string, ChatMessage>;
  requests: Record<string, { userMessage: string; templateId?: string }>;
  edits: Record<string, { subject: string; body: string }>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function saveConversation(conversation: SavedConversation): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(conversation));
  } catch {
    // Full or blocked storage: the conversation simply is not kept across a reload.
  }
}

export function forgetConversation(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The saved conversation, checked like any other input; null when there is none or it is unreadable. */
export function loadConversation(): SavedConversation | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const data = JSON.parse(raw) as Partial<SavedConversation>;
    if (typeof data.sessionId !== 'string' || !Array.isArray(data.messageKeys) || typeof data.messages !== 'object' || data.messages === null) return null;
    const messages: Record<string, ChatMessage> = {};
    for (const key of data.messageKeys) {
      const parsed = chatMessageSchema.safeParse(data.messages[key]);
      if (!parsed.success) return null;
      messages[key] = parsed.data;
    }
    return { sessionId: data.sessionId, messageKeys: data.messageKeys, messages, requests: data.requests ?? {}, edits: data.edits ?? {} };
  } catch {
    return null;
  }
}
