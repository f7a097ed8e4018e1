// Links that open an email client's compose window with an option filled in.

/**
 * Longest link offered. Browsers and mail handlers start to cut or refuse compose links around
 * 2,000 characters (older Windows handlers at 2,048), so past this the page offers a copy instead.
 */
export const MAX_COMPOSE_LINK_CHARS = 1900;

export type ComposeTarget = 'mailto' | 'gmail' | 'outlook';

export interface EmailText {
  subject: string;
  body: string;
}

export interface ComposeLink {
  target: ComposeTarget;
  /** What the visitor reads: "Open in email app". */
  label: string;
  href: string;
  /** Longer than MAX_COMPOSE_LINK_CHARS: offer a copy rather than the link. */
  tooLong: boolean;
}

// RFC 6068: line breaks in a mailto body are CRLF, percent-encoded.
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

export function mailtoHref({ subject, body }: EmailText): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlf(body))}`;
}

export function gmailHref({ subject, body }: EmailText): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&su=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function outlookHref({ subject, body }: EmailText): string {
  return `https://outlook.office.com/mail/deeplink/compose?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const TARGETS: ReadonlyArray<{ target: ComposeTarget; label: string; href: (email: EmailText) => string }> = [
  { target: 'mailto', label: 'Open in email app', href: mailtoHref },
  { target: 'gmail', label: 'Open in Gmail', href: gmailHref },
  { target: 'outlook', label: 'Open in Outlook', href: outlookHref },
];

/** The three compose links for an email, each marked when it is too long to offer. */
export function composeLinks(email: EmailText): ComposeLink[] {
  return TARGETS.map(({ target, label, href }) => {
    const url = href(email);
    return { target, label, href: url, tooLong: url.length > MAX_COMPOSE_LINK_CHARS };
  });
}
