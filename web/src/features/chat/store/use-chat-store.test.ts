import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/server.ts';
import { controlledStream } from '../../../test/sse.ts';
import { resetChat } from '../test-utils.ts';
import { refineRequestText } from './reply-actions.ts';
import { chatStore, draftProblem, latestReplyKey, WELCOME_MESSAGE_ID } from './use-chat-store.ts';

const SESSION = '6f1c7a52-3f1e-4a8e-9d3b-1c2d3e4f5a6b';
const actions = () => chatStore.getState().actions;

describe('chat store', () => {
  beforeEach(resetChat);
  afterEach(() => vi.restoreAllMocks());

  it('makes a new welcome message whenever the session changes', () => {
    actions().sessionStarted(SESSION);
    const first = chatStore.getState().messages[WELCOME_MESSAGE_ID];
    expect(first).toMatchObject({ id: 'welcome', role: 'assistant', sessionId: SESSION, emailOptions: null });
    expect(first!.content.startsWith("Hi! I'm your AI email specialist...")).toBe(true);

    actions().sessionStarted('0b8e8a8e-6c38-4d5e-9b7e-4a4b4c4d4e4f');
    const state = chatStore.getState();
    expect(state.messageKeys).toEqual(['welcome']);
    expect(state.messages.welcome!.sessionId).toBe('0b8e8a8e-6c38-4d5e-9b7e-4a4b4c4d4e4f');
  });

  it('judges drafts as the server would: trimmed, not empty, at most the limit', () => {
    expect(draftProblem('   ')).toBe('empty');
    expect(draftProblem(` ${'a'.repeat(4000)} `)).toBeNull();
    expect(draftProblem('a'.repeat(4001))).toBe('too-long');
  });

  it('applies stream events in frame-sized batches touching only the streaming message', async () => {
    const sse = controlledStream();
    server.use(http.post('/api/chat/generate/stream', () => new HttpResponse(sse.stream, { headers: sse.headers })));
    actions().sessionStarted(SESSION);
    actions().draftChanged('Write to Sam');
    const updates: number[] = [];
    const unsubscribe = chatStore.subscribe(() => updates.push(Date.now()));
    const sent = actions().messageSent();

    sse.send(1, 'start', { requestId: 'r', messageId: 'm', engine: 'Built-in composer' });
    for (let id = 2; id < 42; id += 1) sse.send(id, 'message-delta', { text: 'word ' });
    await vi.waitFor(() => expect(chatStore.getState().reply?.messageKey).toBeTruthy());
    await vi.waitFor(() => expect(chatStore.getState().messages[chatStore.getState().reply!.messageKey!]!.content).toBe('word '.repeat(40)));
    // 41 events, far fewer store updates: the user message, then a frame or two of events.
    expect(updates.length).toBeLessThan(10);

    const before = chatStore.getState();
    sse.send(42, 'option-delta', { index: 1, field: 'body', text: 'Hello' });
    await vi.waitFor(() => expect(chatStore.getState().messages[before.reply!.messageKey!]!.emailOptions?.[1]?.body).toBe('Hello'));
    const after = chatStore.getState();
    expect(after.messages.welcome).toBe(before.messages.welcome);
    expect(after.messageKeys).toBe(before.messageKeys);
    const userKey = before.messageKeys[1]!;
    expect(after.messages[userKey]).toBe(before.messages[userKey]);
    // Option slots before the one written to exist, empty, so indexes stay stable.
    expect(after.messages[before.reply!.messageKey!]!.emailOptions?.[0]).toMatchObject({ subject: '', body: '' });

    unsubscribe();
    sse.send(43, 'error', { code: 'internal', message: 'x' });
    sse.close();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await sent;
  });

  it('names the option in a refinement\'s request text', () => {
    expect(refineRequestText(0, 'shorter')).toBe('Make option 1 shorter');
    expect(refineRequestText(1, 'more-formal')).toBe('Make option 2 more formal');
    expect(refineRequestText(0, 'friendlier')).toBe('Make option 1 friendlier');
    expect(refineRequestText(1, 'custom', '  mention Friday ')).toBe('Change option 2: mention Friday');
  });

  it('refines only the latest reply, only with two options, and never an empty custom change', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/chat/generate')) sent.push(request.url);
    });
    actions().sessionStarted(SESSION);
    actions().draftChanged('Write to Sam');
    await actions().messageSent();
    const first = latestReplyKey(chatStore.getState())!;
    actions().draftChanged('Write to Jo');
    await actions().messageSent();
    const second = latestReplyKey(chatStore.getState())!;
    expect(second).not.toBe(first);
    expect(sent).toHaveLength(2);

    await actions().optionRefined(first, 0, 'shorter');
    await actions().replyRegenerated(first);
    await actions().optionRefined(second, 0, 'custom', '   ');
    await actions().optionRefined(second, 0, 'custom', 'x'.repeat(501));
    expect(sent).toHaveLength(2);
    expect(chatStore.getState().reply).toBeNull();

    await actions().optionRefined(second, 1, 'custom', 'sign it as Alex');
    expect(sent).toHaveLength(3);
    const options = chatStore.getState().messages[second]!.emailOptions!;
    expect(options[1]!.body).toContain('Sign it as Alex.');
    server.events.removeAllListeners();
  });
});
