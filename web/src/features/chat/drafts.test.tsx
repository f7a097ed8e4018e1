import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EmailOption, GenerateRequest, GenerateResponse } from '@mailmuse/api/contract';
import { draftReply, mockTemplates } from '../../mocks/fixtures.ts';
import { renderRoute } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { controlledStream } from '../../test/sse.ts';
import { mailtoHref } from './lib/compose-links.ts';
import { chatStore } from './store/use-chat-store.ts';
import { findChatInput, resetChat } from './test-utils.ts';

const REQUEST = 'Ask Sam for a meeting';
// What the mocked composer writes for REQUEST (its topic is "Ask Sam meeting").
const FIXTURE = draftReply(REQUEST);

interface Calls {
  stream: GenerateRequest[];
  json: GenerateRequest[];
}

/** Records every generation request, stream or JSON, and lets the handlers answer. */
function recordCalls(): Calls {
  const calls: Calls = { stream: [], json: [] };
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST') return;
    if (path === '/api/chat/generate/stream') calls.stream.push((await request.clone().json()) as GenerateRequest);
    if (path === '/api/chat/generate') calls.json.push((await request.clone().json()) as GenerateRequest);
  });
  return calls;
}

function mockClipboard(writeText: (text: string) => Promise<void> = async () => undefined) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

async function expectToast(title: string, description: string) {
  await waitFor(() => expect(document.querySelector('.toast')).not.toBeNull());
  const toast = screen.getByText(title).closest('.toast') as HTMLElement;
  expect(within(toast).getByText(description)).toBeInTheDocument();
  return toast;
}

const card = (n: number) => screen.getByRole('article', { name: `Option ${n}` });
const subjectOf = (n: number) => card(n).querySelector('.option-card__subject')!.textContent!.replace(/^Subject: /, '');
const bodyOf = (n: number) => card(n).querySelector('.option-card__body')!.textContent!;
const toneOf = (n: number) => card(n).querySelector('.badge')!.textContent;
const bubbles = (role: 'user' | 'assistant') => [...document.querySelectorAll(`.message--${role} .message__bubble`)].map((b) => b.textContent);
const isIdle = () => chatStore.getState().reply === null;

/** Sends `text` and waits for the complete reply, its options' checks and send menus shown. */
async function sendAndWait(view: ReturnType<typeof renderRoute>, text = REQUEST) {
  const input = await findChatInput();
  await view.user.type(input, `${text}{Enter}`);
  await waitFor(() => expect(isIdle()).toBe(true));
  await waitFor(() => expect(document.querySelectorAll('.option-card')).not.toHaveLength(0));
  await toolsShown();
}

/** Waits until every finished option shows its checks and its send menu, which render just after it finishes. */
async function toolsShown() {
  await waitFor(() => {
    const cards = [...document.querySelectorAll('.option-card:not([aria-busy])')];
    for (const element of cards) {
      expect(element.querySelector('.option-checks')).not.toBeNull();
      expect(within(element as HTMLElement).getByRole('button', { name: /^Open in\.\.\. \(option \d\)$/ })).toBeInTheDocument();
    }
  });
}

async function replyReady() {
  const view = renderRoute('/');
  await sendAndWait(view);
  return view;
}

async function settled() {
  await waitFor(() => expect(isIdle()).toBe(true));
}

function option(id: string, subject: string, body: string, tone = 'Formal'): EmailOption {
  return { id, tone, subject, body };
}

function response(options: EmailOption[], content = 'Here are two options.'): GenerateResponse {
  const message = {
    id: 'msg-json',
    sessionId: chatStore.getState().sessionId ?? '',
    role: 'assistant' as const,
    content,
    emailOptions: options,
    createdAt: new Date().toISOString(),
    engine: 'Built-in composer',
    status: 'complete' as const,
  };
  return { message, emailOptions: options };
}

/** Answers every generation with `options`, over JSON (the stream is refused). */
function answerWith(options: EmailOption[]) {
  server.use(
    http.post('/api/chat/generate/stream', () => new HttpResponse('no stream', { status: 503 })),
    http.post('/api/chat/generate', () => HttpResponse.json(response(options))),
  );
}

// The whole page is rendered: role queries over it are slow on a busy machine.
describe('drafts', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetChat();
    return () => server.events.removeAllListeners();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  describe('refining one option', () => {
    it('each chip sends its refine for that option and only that card changes (stream)', async () => {
      const calls = recordCalls();
      const view = await replyReady();
      const { user } = view;
      expect(subjectOf(1)).toBe(FIXTURE.options[0]!.subject);
      const second = { subject: subjectOf(2), body: bodyOf(2) };

      await user.click(within(card(1)).getByRole('button', { name: 'Make option 1 shorter' }));
      await settled();
      expect(calls.stream.at(-1)).toMatchObject({
        userMessage: 'Make option 1 shorter',
        refine: { optionIndex: 0, instruction: 'shorter' },
        sessionId: chatStore.getState().sessionId,
      });
      expect(calls.stream.at(-1)!.requestId).not.toBe(calls.stream[0]!.requestId);
      expect(calls.json).toHaveLength(0);
      const shorter = bodyOf(1);
      expect(shorter.length).toBeLessThan(FIXTURE.options[0]!.body.length);
      expect(shorter).toContain('Could you let me know a convenient time');
      expect({ subject: subjectOf(2), body: bodyOf(2) }).toEqual(second);
      // Rewritten in place: no new bubbles, and the reply's text says what changed.
      expect(bubbles('user')).toEqual([REQUEST]);
      expect(document.querySelectorAll('.option-card')).toHaveLength(2);
      expect(bubbles('assistant').at(-1)).toBe('Done! Option 1 is now shorter. Option 2 is unchanged.');
      expect(screen.getByTestId('reply-announcer')).toHaveTextContent(/^Option 1 ready$/);

      await user.click(within(card(2)).getByRole('button', { name: 'Make option 2 more formal' }));
      await settled();
      expect(calls.stream.at(-1)).toMatchObject({ userMessage: 'Make option 2 more formal', refine: { optionIndex: 1, instruction: 'more-formal' } });
      expect(toneOf(2)).toBe('Formal');
      expect(bodyOf(2)).toMatch(/^Dear \[Name\],/);
      expect(bodyOf(2)).toContain('Kind regards,');
      // The refinement applies to the latest version: option 1 stays the shorter one.
      expect(bodyOf(1)).toBe(shorter);

      await user.click(within(card(1)).getByRole('button', { name: 'Make option 1 friendlier' }));
      await settled();
      expect(calls.stream.at(-1)).toMatchObject({ userMessage: 'Make option 1 friendlier', refine: { optionIndex: 0, instruction: 'friendlier' } });
      expect(toneOf(1)).toBe('Friendly');
      expect(bodyOf(1)).toMatch(/^Hi \[Name\],\n\nI hope you're doing well!/);
      expect(bodyOf(2)).toContain('Kind regards,');
      expect(calls.stream.every((body) => !('templateId' in body))).toBe(true);
    });

    it('"Change..." sends the visitor\'s words as a custom refine', async () => {
      const calls = recordCalls();
      const { user } = await replyReady();
      const first = bodyOf(1);
      const change = within(card(2)).getByRole('button', { name: 'Change option 2...' });
      expect(change).toHaveAttribute('aria-expanded', 'false');
      await user.click(change);
      expect(change).toHaveAttribute('aria-expanded', 'true');
      const field = within(card(2)).getByRole('textbox', { name: 'How should option 2 change?' });
      expect(field).toHaveFocus();

      // Nothing to apply yet.
      await user.click(within(card(2)).getByRole('button', { name: 'Apply the change to option 2' }));
      expect(calls.stream).toHaveLength(1);

      await user.type(field, '  mention that the meeting is on Friday  {Enter}');
      await settled();
      expect(calls.stream.at(-1)).toMatchObject({
        userMessage: 'Change option 2: mention that the meeting is on Friday',
        refine: { optionIndex: 1, instruction: 'custom', text: 'mention that the meeting is on Friday' },
      });
      expect(bodyOf(2)).toContain('Mention that the meeting is on Friday.');
      expect(bodyOf(1)).toBe(first);
      expect(within(card(2)).queryByRole('textbox', { name: 'How should option 2 change?' })).not.toBeInTheDocument();
      expect(within(card(2)).getByRole('button', { name: 'Change option 2...' })).toHaveFocus();
    });

    it('works on the JSON fallback too', async () => {
      const calls = recordCalls();
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse('no stream', { status: 503 })));
      const { user } = await replyReady();
      const first = { subject: subjectOf(1), body: bodyOf(1) };

      await user.click(within(card(2)).getByRole('button', { name: 'Make option 2 shorter' }));
      await settled();
      expect(calls.json.at(-1)).toMatchObject({ userMessage: 'Make option 2 shorter', refine: { optionIndex: 1, instruction: 'shorter' } });
      // The same requestId as the stream that could not open.
      expect(calls.json.at(-1)!.requestId).toBe(calls.stream.at(-1)!.requestId);
      expect(bodyOf(2).length).toBeLessThan(FIXTURE.options[1]!.body.length);
      expect({ subject: subjectOf(1), body: bodyOf(1) }).toEqual(first);
      expect(bubbles('assistant').at(-1)).toBe('Done! Option 2 is now shorter. Option 1 is unchanged.');
    });

    it('clears the card and refills it from that option\'s deltas, ignoring the other option\'s', async () => {
      const sse = controlledStream();
      server.use(
        http.post('/api/chat/generate/stream', async ({ request }) => {
          const body = (await request.clone().json()) as GenerateRequest;
          if (body.refine) return new HttpResponse(sse.stream, { headers: sse.headers });
          return undefined;
        }),
      );
      const { user } = await replyReady();
      const second = { subject: subjectOf(2), body: bodyOf(2) };
      const chip = within(card(1)).getByRole('button', { name: 'Make option 1 shorter' });
      await user.click(chip);

      // Until the stream starts the card says it is being rewritten; the chips wait.
      expect(await within(card(1)).findByText('Rewriting option 1...')).toBeInTheDocument();
      expect(chip).toHaveAttribute('aria-disabled', 'true');
      expect(chip).toHaveFocus();
      expect(within(card(2)).getByRole('button', { name: 'Make option 2 shorter' })).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByText('Typing...')).not.toBeInTheDocument();

      sse.send(1, 'start', { requestId: 'r', messageId: 'msg-2', engine: 'Built-in composer' });
      sse.send(2, 'message-delta', { text: 'Done! ' });
      sse.send(3, 'option-delta', { index: 0, field: 'tone', text: 'Professional' });
      sse.send(4, 'option-delta', { index: 0, field: 'subject', text: 'Meeting' });
      sse.send(5, 'option-delta', { index: 0, field: 'body', text: 'Dear Sam,' });
      sse.send(6, 'option-delta', { index: 1, field: 'subject', text: 'SHOULD NOT SHOW' });
      sse.send(7, 'option-delta', { index: 1, field: 'body', text: 'SHOULD NOT SHOW' });
      await waitFor(() => expect(bodyOf(1)).toBe('Dear Sam,'));
      expect(subjectOf(1)).toBe('Meeting');
      expect(card(1)).toHaveAttribute('aria-busy', 'true');
      expect(within(card(1)).getByRole('button', { name: 'Copy option 1' })).toBeDisabled();
      expect({ subject: subjectOf(2), body: bodyOf(2) }).toEqual(second);
      expect(card(2)).not.toHaveAttribute('aria-busy');
      expect(within(card(2)).getByRole('button', { name: 'Copy option 2' })).toBeEnabled();
      expect(bubbles('assistant').at(-1)).toBe('Done! ');

      const refined = option('msg-2-1', 'Meeting request', 'Dear Sam,\n\nCould we meet on Tuesday?\n\nBest,\nAlex', 'Professional');
      sse.send(8, 'option-delta', { index: 0, field: 'body', text: '\n\nCould we meet on Tuesday?\n\nBest,\nAlex' });
      sse.send(9, 'option-done', { index: 0, option: refined });
      sse.send(10, 'option-done', { index: 1, option: option('msg-2-2', 'SHOULD NOT SHOW', 'SHOULD NOT SHOW') });
      const previousSecond = { ...FIXTURE.options[1]!, id: 'x' };
      sse.send(11, 'done', response([refined, { ...previousSecond, subject: 'SHOULD NOT SHOW' }], 'Done! Option 1 is now shorter.'));
      sse.close();
      await settled();

      expect(bodyOf(1)).toBe(refined.body);
      expect(subjectOf(1)).toBe('Meeting request');
      // The option that was not asked to change keeps the page's copy.
      expect({ subject: subjectOf(2), body: bodyOf(2) }).toEqual(second);
      expect(screen.getByTestId('reply-announcer').textContent).toBe('Option 1 ready');
      expect(chip).toHaveAttribute('aria-disabled', 'false');
      expect(chip).toHaveFocus();
    });

    it('gives the option back and apologises when a refinement fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.use(
        http.post('/api/chat/generate/stream', async ({ request }) => {
          const body = (await request.clone().json()) as GenerateRequest;
          if (!body.refine) return undefined;
          const sse = controlledStream();
          queueMicrotask(() => {
            sse.send(1, 'start', { requestId: 'r', messageId: 'msg-2', engine: 'Built-in composer' });
            sse.send(2, 'option-delta', { index: 0, field: 'body', text: 'Half a' });
            sse.send(3, 'error', { code: 'generation_failed', message: 'The model failed.' });
            sse.close();
          });
          return new HttpResponse(sse.stream, { headers: sse.headers });
        }),
      );
      const { user } = await replyReady();
      const before = { subject: subjectOf(1), body: bodyOf(1), content: bubbles('assistant').at(-1) };

      await user.click(within(card(1)).getByRole('button', { name: 'Make option 1 shorter' }));
      await settled();
      expect(await screen.findByText("I'm sorry, I encountered an error while generating your emails. Please try again.")).toBeInTheDocument();
      await expectToast('Error', 'Failed to generate emails. Please try again.');
      expect({ subject: subjectOf(1), body: bodyOf(1) }).toEqual({ subject: before.subject, body: before.body });
      expect(bubbles('assistant').at(-2)).toBe(before.content);
      // The reply is still the latest one, so it can be refined again.
      expect(within(card(1)).getByRole('button', { name: 'Make option 1 shorter' })).toHaveAttribute('aria-disabled', 'false');
    });

    it('stops a refinement like any reply, keeping what was written', async () => {
      const sse = controlledStream();
      const stops: string[] = [];
      server.use(
        http.post('/api/chat/generate/stream', async ({ request }) => {
          const body = (await request.clone().json()) as GenerateRequest;
          return body.refine ? new HttpResponse(sse.stream, { headers: sse.headers }) : undefined;
        }),
        http.post<{ requestId: string }>('/api/chat/generate/:requestId/stop', ({ params }) => {
          stops.push(params.requestId);
          return HttpResponse.json({ requestId: params.requestId, status: 'stopped' });
        }),
      );
      const { user } = await replyReady();
      const second = bodyOf(2);
      await user.click(within(card(1)).getByRole('button', { name: 'Make option 1 shorter' }));
      sse.send(1, 'start', { requestId: 'r', messageId: 'msg-2', engine: 'Built-in composer' });
      sse.send(2, 'option-delta', { index: 0, field: 'body', text: 'Dear Sam,' });
      await waitFor(() => expect(bodyOf(1)).toBe('Dear Sam,'));

      await user.keyboard('{Escape}');
      await waitFor(() => expect(stops).toHaveLength(1));
      const partial = option('msg-2-1', '', 'Dear Sam,', 'Draft');
      sse.send(3, 'done', { ...response([partial], ''), message: { ...response([partial], '').message, status: 'stopped' } });
      sse.close();
      await settled();
      expect(await screen.findByText('Stopped')).toBeInTheDocument();
      expect(bodyOf(1)).toBe('Dear Sam,');
      expect(bodyOf(2)).toBe(second);
    });

    it('offers the chips on the latest reply only', async () => {
      const view = renderRoute('/');
      await sendAndWait(view);
      await sendAndWait(view, 'Thank Jo for the flowers');
      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(4);
      expect(within(cards[0]!).queryByRole('button', { name: /^Make option/ })).not.toBeInTheDocument();
      expect(within(cards[0]!).queryByRole('button', { name: 'Regenerate both options' })).not.toBeInTheDocument();
      expect(within(cards[2]!).getByRole('button', { name: 'Make option 1 shorter' })).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Regenerate both options' })).toHaveLength(1);
      // Older replies still hand off their text.
      expect(within(cards[0]!).getByRole('button', { name: 'Copy body of option 1' })).toBeInTheDocument();
    });
  });

  describe('Regenerate', () => {
    it('asks the same request again, template included, and rewrites both options in place', async () => {
      const calls = recordCalls();
      const template = mockTemplates[1]!;
      const view = renderRoute(`/?template=${template.id}`);
      expect(await screen.findByText(`Using template: ${template.name}`)).toBeInTheDocument();
      const input = await findChatInput();
      await view.user.type(input, '{Enter}');
      await settled();
      await waitFor(() => expect(document.querySelectorAll('.option-card')).toHaveLength(2));
      const before = [subjectOf(1), subjectOf(2)];

      await view.user.click(screen.getByRole('button', { name: 'Regenerate both options' }));
      await settled();
      expect(calls.stream).toHaveLength(2);
      expect(calls.stream[1]).toMatchObject({ userMessage: template.description, templateId: template.id });
      expect(calls.stream[1]).not.toHaveProperty('refine');
      expect(calls.stream[1]!.requestId).not.toBe(calls.stream[0]!.requestId);
      const after = [subjectOf(1), subjectOf(2)];
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).not.toBe(before[1]);
      expect(bubbles('user')).toEqual([template.description]);
      expect(document.querySelectorAll('.option-card')).toHaveLength(2);
      expect(screen.getByTestId('reply-announcer').textContent).toBe('Option 1 readyOption 2 ready');
    });

    it('works on the JSON fallback', async () => {
      const calls = recordCalls();
      server.use(http.post('/api/chat/generate/stream', () => new HttpResponse('no stream', { status: 503 })));
      const { user } = await replyReady();
      const before = subjectOf(1);
      await user.click(screen.getByRole('button', { name: 'Regenerate both options' }));
      await settled();
      expect(calls.json).toHaveLength(2);
      expect(calls.json[1]).toMatchObject({ userMessage: REQUEST });
      expect(subjectOf(1)).not.toBe(before);
      expect(bubbles('user')).toEqual([REQUEST]);
    });
  });

  describe('hand-off', () => {
    it('copies the subject, the body, or both, with a toast for each', async () => {
      const { user } = await replyReady();
      const writeText = mockClipboard();
      const [subject, body] = [subjectOf(2), bodyOf(2)];

      await user.click(within(card(2)).getByRole('button', { name: 'Copy subject of option 2' }));
      expect(writeText).toHaveBeenLastCalledWith(subject);
      await expectToast('Copied!', 'Option 2 subject copied to clipboard');

      await user.click(within(card(2)).getByRole('button', { name: 'Copy body of option 2' }));
      expect(writeText).toHaveBeenLastCalledWith(body);
      await expectToast('Copied!', 'Option 2 body copied to clipboard');

      await user.click(within(card(2)).getByRole('button', { name: 'Copy option 2' }));
      expect(writeText).toHaveBeenLastCalledWith(`${subject}\n\n${body}`);
      await expectToast('Copied!', 'Option 2 copied to clipboard');
      expect(document.querySelectorAll('.toast')).toHaveLength(1);

      mockClipboard(async () => {
        throw new Error('denied');
      });
      await user.click(within(card(1)).getByRole('button', { name: 'Copy body of option 1' }));
      const toast = await expectToast('Error', 'Failed to copy to clipboard.');
      expect(toast).toHaveClass('toast--destructive');
    });

    it('opens the option in an email app, Gmail or Outlook with encoded links', async () => {
      const subject = 'Lunch & notes: Tuesday?';
      const body = 'Hi Sam,\n\nIs 12:30 ok? 50% off #1.\n\nAlex';
      answerWith([option('a-1', subject, body), option('a-2', 'Other', 'Other body')]);
      const { user } = await replyReady();
      const open = within(card(1)).getByRole('button', { name: 'Open in... (option 1)' });
      expect(open).toHaveAttribute('aria-expanded', 'false');
      await user.click(open);
      expect(open).toHaveAttribute('aria-expanded', 'true');

      const link = (name: string) => within(card(1)).getByRole('link', { name: `${name} (option 1)` });
      const encodedSubject = 'Lunch%20%26%20notes%3A%20Tuesday%3F';
      expect(link('Open in email app')).toHaveAttribute(
        'href',
        `mailto:?subject=${encodedSubject}&body=Hi%20Sam%2C%0D%0A%0D%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231.%0D%0A%0D%0AAlex`,
      );
      expect(link('Open in Gmail')).toHaveAttribute(
        'href',
        `https://mail.google.com/mail/?view=cm&fs=1&su=${encodedSubject}&body=Hi%20Sam%2C%0A%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231.%0A%0AAlex`,
      );
      expect(link('Open in Outlook')).toHaveAttribute(
        'href',
        `https://outlook.office.com/mail/deeplink/compose?subject=${encodedSubject}&body=Hi%20Sam%2C%0A%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231.%0A%0AAlex`,
      );
      for (const name of ['Open in email app', 'Open in Gmail', 'Open in Outlook']) {
        expect(link(name)).toHaveAttribute('target', '_blank');
        expect(link(name).getAttribute('rel')).toContain('noopener');
      }

      // Escape and a click elsewhere close the list.
      await user.keyboard('{Escape}');
      expect(open).toHaveAttribute('aria-expanded', 'false');
      await user.click(open);
      await user.click(card(2));
      expect(open).toHaveAttribute('aria-expanded', 'false');
    });

    it('offers a copy instead of a link when the email is too long for one', async () => {
      const long = `Hi Sam,\n\n${'All the details you asked for. '.repeat(70)}\n\nAlex`;
      // Fits a mailto link exactly; the longer Gmail and Outlook links do not fit.
      const edge = 'x'.repeat(1900 - mailtoHref({ subject: 'Edge', body: '' }).length);
      answerWith([option('a-1', 'Everything', long), option('a-2', 'Edge', edge)]);
      const { user } = await replyReady();
      const writeText = mockClipboard();

      await user.click(within(card(1)).getByRole('button', { name: 'Open in... (option 1)' }));
      expect(within(card(1)).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card(1)).getByText('This email is too long to open with a link. Copy it, then paste it into your email.')).toBeInTheDocument();
      await user.click(within(card(1)).getByRole('button', { name: 'Copy email (option 1)' }));
      expect(writeText).toHaveBeenLastCalledWith(`Everything\n\n${long}`);
      await expectToast('Copied!', 'Option 1 copied to clipboard');

      await user.click(within(card(2)).getByRole('button', { name: 'Open in... (option 2)' }));
      expect(within(card(2)).getAllByRole('link').map((a) => a.textContent)).toEqual(['Open in email app']);
      expect(within(card(2)).getByText('This email is too long for a link to Gmail and Outlook. Copy it, then paste it there.')).toBeInTheDocument();
    });
  });

  describe('checks', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    const good = option('c-1', 'Quick question about Tuesday', `Hi [Name],\n\n${words(120)}.\n\nWould you have ten minutes on Tuesday?\n\nBest,\n[Your name]`);
    const bad = option(
      'c-2',
      'A completely free offer for you today',
      `Dear [Name],\n\nAct now: this is urgent. Can we meet? Could you also send the deck? Click here for cash.\n\nThanks`,
    );

    it('shows word count, subject length, placeholders, spam words and calls to action', async () => {
      answerWith([good, bad]);
      await replyReady();
      const checks = (n: number) =>
        within(within(card(n)).getByRole('list', { name: `Checks for option ${n}` }))
          .getAllByRole('listitem')
          .map((item) => [item.getAttribute('data-check'), item.classList.contains('option-checks__item--ok') ? 'ok' : 'warn', item.textContent!.slice(1)]);

      expect(checks(1)).toEqual([
        ['words', 'ok', '132 words: in the 50-200 range for an email like this'],
        ['subject', 'ok', 'Subject of 4 words: in the 3-5 words advised'],
        ['placeholders', 'warn', '2 placeholders to fill:[Name][Your name]'],
        ['spam', 'ok', 'No common spam-trigger words'],
        ['cta', 'ok', 'One call to action'],
      ]);
      expect(checks(2)).toEqual([
        ['words', 'warn', '21 words: under the 50-200 advised for an email like this'],
        ['subject', 'warn', 'Subject of 7 words: longer than the 3-5 words advised'],
        ['placeholders', 'warn', '1 placeholder to fill:[Name]'],
        ['spam', 'warn', 'Possible spam triggers: "free", "act now", "urgent", "cash", "click here"'],
        ['cta', 'warn', '3 calls to action: one clear ask works best'],
      ]);
      // The placeholders are highlighted where they stand.
      expect([...card(1).querySelectorAll('.option-card__body mark')].map((mark) => mark.textContent)).toEqual(['[Name]', '[Your name]']);
    });

    it('opens the editor on a clicked placeholder with it selected; edits stay and are used by copy and links', async () => {
      const body = 'Hi [Name],\n\nMeet [Name] at [Place]?\n\nBest,\n[Your name]';
      answerWith([option('p-1', 'Lunch at [Place]', body), option('p-2', 'Other', 'Other body')]);
      const { user } = await replyReady();
      const writeText = mockClipboard();

      // The second [Name] of the body, exactly where it was clicked.
      const marks = card(1).querySelectorAll('.option-card__body mark');
      await user.click(marks[1]!);
      const editor = within(card(1)).getByRole('group', { name: 'Edit option 1' });
      const bodyField = within(editor).getByRole('textbox', { name: 'Body of option 1' }) as HTMLTextAreaElement;
      expect(bodyField).toHaveFocus();
      expect([bodyField.selectionStart, bodyField.selectionEnd]).toEqual([17, 23]);
      expect(bodyField.value.slice(17, 23)).toBe('[Name]');
      expect(within(card(1)).getByRole('button', { name: 'Edit option 1' })).toHaveAttribute('aria-expanded', 'true');

      // Typing replaces the selected placeholder.
      await user.keyboard('Sam');
      expect(bodyField.value).toBe('Hi [Name],\n\nMeet Sam at [Place]?\n\nBest,\n[Your name]');

      // From the checks list: the first occurrence, here in the subject.
      await user.click(within(card(1)).getByRole('button', { name: 'Fill in [Place] in option 1' }));
      const subjectField = within(editor).getByRole('textbox', { name: 'Subject of option 1' }) as HTMLInputElement;
      expect(subjectField).toHaveFocus();
      expect(subjectField.value.slice(subjectField.selectionStart!, subjectField.selectionEnd!)).toBe('[Place]');
      await user.keyboard('Rosa');

      await user.click(within(editor).getByRole('button', { name: 'Done editing option 1' }));
      expect(within(card(1)).queryByRole('group', { name: 'Edit option 1' })).not.toBeInTheDocument();
      expect(subjectOf(1)).toBe('Lunch at Rosa');
      expect(bodyOf(1)).toBe('Hi [Name],\n\nMeet Sam at [Place]?\n\nBest,\n[Your name]');
      expect(within(card(1)).getByText('Edited')).toBeInTheDocument();
      expect(within(card(1)).getByText('3 placeholders to fill:')).toBeInTheDocument();

      await user.click(within(card(1)).getByRole('button', { name: 'Copy option 1' }));
      expect(writeText).toHaveBeenLastCalledWith(`Lunch at Rosa\n\n${bodyOf(1)}`);
      await user.click(within(card(1)).getByRole('button', { name: 'Open in... (option 1)' }));
      expect(within(card(1)).getByRole('link', { name: 'Open in email app (option 1)' }).getAttribute('href')).toMatch(/^mailto:\?subject=Lunch%20at%20Rosa&/);

      // Edits survive a refinement of the other option, and can be undone.
      const calls = recordCalls();
      await user.click(within(card(2)).getByRole('button', { name: 'Make option 2 shorter' }));
      await settled();
      expect(subjectOf(1)).toBe('Lunch at Rosa');
      // The other option was not edited, so its refinement carries no edits.
      expect(calls.stream.at(-1)?.refine).not.toHaveProperty('edited');
      await user.click(within(card(1)).getByRole('button', { name: 'Edit option 1' }));
      await user.click(within(card(1)).getByRole('button', { name: 'Restore original option 1' }));
      await user.click(within(card(1)).getByRole('button', { name: 'Done editing option 1' }));
      expect(subjectOf(1)).toBe('Lunch at [Place]');
      expect(within(card(1)).queryByText('Edited')).not.toBeInTheDocument();
    });
  });

  describe('a refinement of an edited option', () => {
    it('sends the option as the visitor edited it, so the rewrite keeps their edits', async () => {
      answerWith([option('e-1', 'Lunch on Friday', 'Hi Sam,\n\nLunch on Friday?\n\nBest,\nAlex'), option('e-2', 'Other', 'Other body')]);
      const { user } = await replyReady();
      const calls = recordCalls();
      await user.click(within(card(1)).getByRole('button', { name: 'Edit option 1' }));
      const editor = within(card(1)).getByRole('group', { name: 'Edit option 1' });
      const bodyField = within(editor).getByRole('textbox', { name: 'Body of option 1' }) as HTMLTextAreaElement;
      await user.clear(bodyField);
      await user.type(bodyField, 'Hi Sam,{Enter}{Enter}Lunch on Friday at the new ramen place?{Enter}{Enter}Best,{Enter}Alex');
      await user.click(within(editor).getByRole('button', { name: 'Done editing option 1' }));
      await user.click(within(card(1)).getByRole('button', { name: 'Make option 1 shorter' }));
      await settled();
      expect(calls.stream.at(-1)).toMatchObject({
        refine: { optionIndex: 0, instruction: 'shorter', edited: { subject: 'Lunch on Friday', body: 'Hi Sam,\n\nLunch on Friday at the new ramen place?\n\nBest,\nAlex' } },
      });
    });
  });

  describe('keyboard', () => {
    it('sends with Ctrl+Enter and Cmd+Enter', async () => {
      const calls = recordCalls();
      const view = renderRoute('/');
      const input = await findChatInput();
      await view.user.type(input, 'First request{Control>}{Enter}{/Control}');
      await settled();
      expect(input).toHaveValue('');
      await view.user.type(input, 'Second request{Meta>}{Enter}{/Meta}');
      await settled();
      expect(calls.stream.map((body) => body.userMessage)).toEqual(['First request', 'Second request']);
      // Shift+Enter still makes a new line.
      await view.user.type(input, 'a{Shift>}{Enter}{/Shift}b');
      expect(input).toHaveValue('a\nb');
    });

    it('copies the last option with Alt+Shift+C, or the option holding the focus', async () => {
      const { user } = await replyReady();
      const writeText = mockClipboard();
      const input = await findChatInput();
      input.focus();

      await user.keyboard('{Alt>}{Shift>}[KeyC]{/Shift}{/Alt}');
      expect(writeText).toHaveBeenLastCalledWith(`${subjectOf(2)}\n\n${bodyOf(2)}`);
      await expectToast('Copied!', 'Option 2 copied to clipboard');
      // The shortcut did not type into the input.
      expect(input).toHaveValue('');

      within(card(1)).getByRole('button', { name: 'Copy body of option 1' }).focus();
      fireEvent.keyDown(document.activeElement!, { key: 'Ç', code: 'KeyC', altKey: true, shiftKey: true });
      expect(writeText).toHaveBeenLastCalledWith(`${subjectOf(1)}\n\n${bodyOf(1)}`);
      await expectToast('Copied!', 'Option 1 copied to clipboard');

      // Other combinations are left alone.
      fireEvent.keyDown(document.body, { key: 'c', code: 'KeyC', altKey: true });
      fireEvent.keyDown(document.body, { key: 'C', code: 'KeyC', ctrlKey: true, shiftKey: true });
      expect(writeText).toHaveBeenCalledTimes(2);
    });

    it('says so when there is nothing to copy yet', async () => {
      const writeText = mockClipboard();
      renderRoute('/');
      await findChatInput();
      fireEvent.keyDown(document.body, { key: 'C', code: 'KeyC', altKey: true, shiftKey: true });
      await expectToast('Nothing to copy yet', 'The shortcut copies an email option once one is ready.');
      expect(writeText).not.toHaveBeenCalled();
    });

    it('lists the shortcuts in a help popover that closes on Escape or a click outside', async () => {
      const view = renderRoute('/');
      await findChatInput();
      const help = screen.getByRole('button', { name: 'Keyboard shortcuts' });
      const panel = () => document.getElementById(help.getAttribute('aria-controls') ?? '');
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(help).not.toHaveAttribute('aria-controls');
      expect(screen.queryByRole('group', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

      await view.user.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'true');
      expect(panel()).toBe(screen.getByRole('group', { name: 'Keyboard shortcuts' }));
      expect(panel()).toBeVisible();
      const keys = [...panel()!.querySelectorAll('kbd')].map((kbd) => kbd.textContent);
      expect(keys).toEqual(['Enter', 'Ctrl+Enter or ⌘+Enter', 'Shift+Enter', 'Esc', 'Alt+Shift+C (⌥+Shift+C)']);
      expect(within(panel()!).getByText('Stop the reply being written')).toBeInTheDocument();

      await view.user.keyboard('{Escape}');
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(help).toHaveFocus();
      expect(screen.queryByRole('group', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();

      await view.user.click(help);
      await view.user.click(within(panel()!).getAllByText('Send your message')[0]!);
      expect(help).toHaveAttribute('aria-expanded', 'true');
      expect(panel()).toBeVisible();
      await view.user.click(screen.getByRole('heading', { level: 1, name: 'AI Email Specialist' }));
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Keyboard shortcuts' })).not.toBeInTheDocument();
    });
  });

  describe('deep links', () => {
    it('?prompt= fills the input, ready to send', async () => {
      const calls = recordCalls();
      const view = renderRoute(`/?prompt=${encodeURIComponent('Thank Jo for the flowers & the card')}`);
      const input = await findChatInput();
      expect(input).toHaveValue('Thank Jo for the flowers & the card');
      await view.user.type(input, '{Control>}{Enter}{/Control}');
      await settled();
      expect(calls.stream[0]).toMatchObject({ userMessage: 'Thank Jo for the flowers & the card' });
      expect(calls.stream[0]).not.toHaveProperty('templateId');
    });

    it('?template= chooses the template', async () => {
      const template = mockTemplates[3]!;
      renderRoute(`/?template=${template.id}`);
      const input = await findChatInput();
      expect(await screen.findByText(`Using template: ${template.name}`)).toBeInTheDocument();
      expect(input).toHaveValue(template.description);
      expect(screen.getByRole('button', { name: new RegExp(template.name) })).toHaveAttribute('aria-pressed', 'true');
    });

    it('ignores an unknown template id', async () => {
      renderRoute('/?template=no-such-template');
      const input = await findChatInput();
      expect(await screen.findByText(`${mockTemplates.length} templates`)).toBeInTheDocument();
      expect(screen.queryByText(/Using template:/)).not.toBeInTheDocument();
      expect(input).toHaveValue('');
    });
  });
});
