import { describe, expect, it } from 'vitest';
import { composeLinks, gmailHref, mailtoHref, MAX_COMPOSE_LINK_CHARS, outlookHref } from './compose-links.ts';

const email = { subject: 'Lunch & "notes" — Tuesday?', body: 'Hi Sam,\n\nIs 12:30 ok? 50% off #1 + more.\n\nAlex' };

describe('compose links', () => {
  it('builds a mailto link with an encoded subject and a CRLF body', () => {
    expect(mailtoHref(email)).toBe(
      'mailto:?subject=Lunch%20%26%20%22notes%22%20%E2%80%94%20Tuesday%3F' +
        '&body=Hi%20Sam%2C%0D%0A%0D%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231%20%2B%20more.%0D%0A%0D%0AAlex',
    );
  });

  it('builds Gmail and Outlook compose links', () => {
    expect(gmailHref(email)).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&su=Lunch%20%26%20%22notes%22%20%E2%80%94%20Tuesday%3F' +
        '&body=Hi%20Sam%2C%0A%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231%20%2B%20more.%0A%0AAlex',
    );
    expect(outlookHref(email)).toBe(
      'https://outlook.office.com/mail/deeplink/compose?subject=Lunch%20%26%20%22notes%22%20%E2%80%94%20Tuesday%3F' +
        '&body=Hi%20Sam%2C%0A%0AIs%2012%3A30%20ok%3F%2050%25%20off%20%231%20%2B%20more.%0A%0AAlex',
    );
    const gmail = new URL(gmailHref(email));
    expect(gmail.searchParams.get('su')).toBe(email.subject);
    expect(gmail.searchParams.get('body')).toBe(email.body);
  });

  it('marks each link longer than the limit as too long', () => {
    const short = composeLinks(email);
    expect(short.map((link) => [link.target, link.label, link.tooLong])).toEqual([
      ['mailto', 'Open in email app', false],
      ['gmail', 'Open in Gmail', false],
      ['outlook', 'Open in Outlook', false],
    ]);

    const long = composeLinks({ subject: 'S', body: 'x'.repeat(2000) });
    expect(long.every((link) => link.tooLong && link.href.length > MAX_COMPOSE_LINK_CHARS)).toBe(true);

    // Just past the limit for the longer Gmail and Outlook links, still within it for mailto.
    const body = 'x'.repeat(MAX_COMPOSE_LINK_CHARS - mailtoHref({ subject: 'S', body: '' }).length);
    const edge = composeLinks({ subject: 'S', body });
    expect(edge.find((link) => link.target === 'mailto')!.href).toHaveLength(MAX_COMPOSE_LINK_CHARS);
    expect(edge.map((link) => link.tooLong)).toEqual([false, true, true]);
  });
});
