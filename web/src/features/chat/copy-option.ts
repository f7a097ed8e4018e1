import type { EmailOption } from '@mailmuse/api/contract';
import { notify } from '../../components/toast/notify.ts';
import { copyText } from '../../lib/clipboard.ts';
import { optionClipboardText } from './lib/option-text.ts';

/** Copies `text` and says so in a toast, or says that the clipboard refused. */
export async function copyWithToast(text: string, description: string): Promise<boolean> {
  try {
    await copyText(text);
    notify({ title: 'Copied!', description });
    return true;
  } catch {
    notify({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' });
    return false;
  }
}

/** Subject line, blank line, body: what "Copy" and the copy shortcut put on the clipboard. */
export function copyOption(option: Pick<EmailOption, 'subject' | 'body'>, number: number): Promise<boolean> {
  return copyWithToast(optionClipboardText(option), `Option ${number} copied to clipboard`);
}

export function copySubject(option: Pick<EmailOption, 'subject'>, number: number): Promise<boolean> {
  return copyWithToast(option.subject, `Option ${number} subject copied to clipboard`);
}

export function copyBody(option: Pick<EmailOption, 'body'>, number: number): Promise<boolean> {
  return copyWithToast(option.body, `Option ${number} body copied to clipboard`);
}
