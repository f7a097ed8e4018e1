import { memo } from 'react';
import type { EmailOption } from '@mailmuse/api/contract';
import { CopyIcon } from '../../../components/icons.tsx';
import { notify } from '../../../components/toast/notify.ts';
import { copyText } from '../../../lib/clipboard.ts';

export interface EmailOptionCardProps {
  option: EmailOption;
  /** 1-based position, as the visitor reads it. */
  number: number;
  /** False while the option is still being written. */
  complete: boolean;
}

/** The clipboard text of an option: subject line, a blank line, then the body. */
export function optionClipboardText(option: Pick<EmailOption, 'subject' | 'body'>): string {
  return `${option.subject}\n\n${option.body}`;
}

async function copyOption(option: EmailOption, number: number): Promise<void> {
  try {
    await copyText(optionClipboardText(option));
    notify({ title: 'Copied!', description: `Option ${number} copied to clipboard` });
  } catch {
    notify({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' });
  }
}

export const EmailOptionCard = memo(function EmailOptionCard({ option, number, complete }: EmailOptionCardProps) {
  const headingId = `option-${option.id}-heading`;
  return (
    <article className="option-card" aria-labelledby={headingId} aria-busy={complete ? undefined : true}>
      <div className="option-card__header">
        <h3 className="option-card__title" id={headingId}>
          Option {number}
        </h3>
        {option.tone ? <span className="badge">{option.tone}</span> : null}
        <button
          type="button"
          className="button button--ghost button--small option-card__copy"
          onClick={() => void copyOption(option, number)}
          disabled={!complete}
          aria-label={`Copy option ${number}`}
        >
          <CopyIcon />
          <span aria-hidden="true">Copy</span>
        </button>
      </div>
      <p className="option-card__subject">
        <span className="option-card__label">Subject: </span>
        {option.subject}
      </p>
      <div className="option-card__body">{option.body}</div>
      {option.notes ? <p className="option-card__notes">{option.notes}</p> : null}
    </article>
  );
});
