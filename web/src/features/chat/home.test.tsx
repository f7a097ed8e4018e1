import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { sessionRetrySettings } from './api/create-chat.ts';
import { findChatInput, resetChat } from './test-utils.ts';

const SESSION_ID = '6f1c7a52-3f1e-4a8e-9d3b-1c2d3e4f5a6b';

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('home page', { timeout: 20_000 }, () => {
  beforeEach(resetChat);
  afterEach(() => vi.restoreAllMocks());

  it('shows a spinner until the session id arrives, then the page', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/chat/new', async () => {
        await released;
        return HttpResponse.json({ id: SESSION_ID });
      }),
    );
    renderRoute('/');

    expect(await screen.findByText('Starting your AI email specialist...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'AI Email Specialist' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'AI Email Specialist' })).toBeInTheDocument();
    expect(screen.queryByText('Starting your AI email specialist...')).not.toBeInTheDocument();
    for (const title of ['Any Type of Email', '2 Perfect Options', 'Chat Interface']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(await findChatInput()).toBeInTheDocument();
  });

  it('keeps the spinner, retries on its own, says what is happening after a few seconds, and starts when the server answers', async () => {
    const settings = { ...sessionRetrySettings };
    Object.assign(sessionRetrySettings, { firstDelayMs: 200, explainAfterMs: 300 });
    try {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let down = true;
      let calls = 0;
      server.use(http.post('/api/chat/new', () => {
        calls += 1;
        return down ? new HttpResponse('down', { status: 500 }) : HttpResponse.json({ id: SESSION_ID });
      }));
      renderRoute('/');

      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(String(logged.mock.calls[0]?.[1])).toContain('500: down');
      expect(screen.getByText('Starting your AI email specialist...')).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      expect(document.querySelector('.toast')).toBeNull();
      expect(await screen.findByText(/MailMuse is briefly unavailable\. Trying again/)).toBeInTheDocument();
      expect(calls).toBeGreaterThan(1);

      down = false;
      expect(await findChatInput()).toBeInTheDocument();
      expect(screen.queryByText(/Trying again/)).not.toBeInTheDocument();
    } finally {
      Object.assign(sessionRetrySettings, settings);
    }
  });

  it('waits as long as a 429 says, and tells a visitor on a shared network why', async () => {
    const settings = { ...sessionRetrySettings };
    Object.assign(sessionRetrySettings, { explainAfterMs: 0 });
    try {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const times: number[] = [];
      server.use(http.post('/api/chat/new', () => {
        times.push(Date.now());
        return times.length === 1
          ? HttpResponse.json({ error: { code: 'rate_limited', message: 'Too many new chats.' } }, { status: 429, headers: { 'Retry-After': '1' } })
          : HttpResponse.json({ id: SESSION_ID });
      }));
      renderRoute('/');
      expect(await screen.findByText(/Many people on your network are using MailMuse right now/)).toBeInTheDocument();
      expect(await findChatInput()).toBeInTheDocument();
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    } finally {
      Object.assign(sessionRetrySettings, settings);
    }
  });

  it('creates one session and greets with the local welcome message', async () => {
    const created = vi.fn();
    server.use(
      http.post('/api/chat/new', async ({ request }) => {
        created(await request.text());
        return HttpResponse.json({ id: SESSION_ID });
      }),
    );
    renderRoute('/');
    await findChatInput();

    expect(screen.getByText(/^Hi! I'm your AI email specialist\.\.\./)).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith('');
  });

  it('asks for the templates once, and only after the session exists', async () => {
    const order: string[] = [];
    server.use(
      http.post('/api/chat/new', async () => {
        order.push('session');
        await delay(20);
        return HttpResponse.json({ id: SESSION_ID });
      }),
      http.get('/api/templates', () => {
        order.push('templates');
        return HttpResponse.json([{ id: 'one', name: 'One', description: 'The first template.', category: 'Misc' }]);
      }),
    );
    renderRoute('/');

    expect(await screen.findByText('1 templates')).toBeInTheDocument();
    expect(order).toEqual(['session', 'templates']);
  });

  it('names the page in the document title', async () => {
    renderRoute('/');
    await findChatInput();
    expect(document.title).toBe('MailMuse — AI Email Writer');
  });
});
