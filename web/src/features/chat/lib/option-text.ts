import type { EmailOption } from '@mailmuse/api/contract';

/** The clipboard text of an option: subject line, a blank line, then the body. */
export function optionClipboardText(option: Pick<EmailOption, 'subject' | 'body'>): string {
  return `${option.subject}\n\n${option.body}`;
}
