// Stop settles on its own when the server's "stopped" reply never comes (a dead network).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyKit } from '../load-reply-kit.ts';
import { chatStore, stopSettings } from './use-chat-store.ts';

describe('Stop', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    chatStore.setState(chatStore.getInitialState(), true);
  });

  it('ends the reply with what was written, marked stopped, even if the stop call never answers', async () => {
    stopSettings.settleMs = 50;
    const kit = await replyKit.load();
    vi.spyOn(replyKit, 'load').mockResolvedValue({ ...kit, stopReply: () => new Promise<never>(() => undefined) });
    const controller = new AbortController();
    chatStore.setState({
      sessionId: 'session-1',
      messageKeys: ['reply-1'],
      messages: { 'reply-1': { id: 'reply-1', sessionId: 'session-1', role: 'assistant', content: 'Half a', emailOptions: [], createdAt: new Date().toISOString() } },
      reply: { requestId: 'request-1', messageKey: 'reply-1', stopping: false, controller, revision: null, finishedOptions: [] },
    });
    void chatStore.getState().actions.stopRequested();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(chatStore.getState().reply).toBeNull();
    expect(chatStore.getState().messages['reply-1']).toMatchObject({ content: 'Half a', status: 'stopped' });
    expect(controller.signal.aborted).toBe(true);
    stopSettings.settleMs = 1000;
  });

  it('ends the reply all the same when the server cannot stop it and nothing more arrives', async () => {
    stopSettings.settleMs = 50;
    const kit = await replyKit.load();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(replyKit, 'load').mockResolvedValue({ ...kit, stopReply: () => Promise.reject(new Error('404: not found')) });
    const controller = new AbortController();
    chatStore.setState({
      sessionId: 'session-1',
      messageKeys: [],
      messages: {},
      reply: { requestId: 'request-1', messageKey: null, stopping: false, controller, revision: null, finishedOptions: [] },
    });
    await chatStore.getState().actions.stopRequested();
    expect(chatStore.getState().reply?.stopping).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(chatStore.getState().reply).toBeNull();
    expect(controller.signal.aborted).toBe(true);
    stopSettings.settleMs = 1000;
  });
});
