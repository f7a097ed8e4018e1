import type { ReactNode } from 'react';
import { findPlaceholders, type Placeholder } from '../lib/draft-checks.ts';

export type TextField = 'subject' | 'body';

export interface OptionTextViewProps {
  subject: string;
  body: string;
  /** Clicking a placeholder opens the editor on it; off while the option is written. */
  onPlaceholder?: ((field: TextField, placeholder: Placeholder) => void) | undefined;
}

function withPlaceholders(text: string, field: TextField, onPlaceholder: OptionTextViewProps['onPlaceholder']): ReactNode {
  if (!onPlaceholder) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const placeholder of findPlaceholders(text)) {
    if (placeholder.start > at) parts.push(text.slice(at, placeholder.start));
    parts.push(
      // A pointer shortcut to this very spot; keyboard and screen-reader users get each
      // placeholder as a button in the checks below, so the text is not broken up by controls.
      <mark key={placeholder.start} className="placeholder" title="Click to fill this in" onClick={() => onPlaceholder(field, placeholder)}>
        {placeholder.text}
      </mark>,
    );
    at = placeholder.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/** An option's subject and body as read, with `[placeholders]` highlighted. */
export function OptionTextView({ subject, body, onPlaceholder }: OptionTextViewProps) {
  return (
    <>
      <p className="option-card__subject">
        <span className="option-card__label">Subject: </span>
        {withPlaceholders(subject, 'subject', onPlaceholder)}
      </p>
      <div className="option-card__body">{withPlaceholders(body, 'body', onPlaceholder)}</div>
    </>
  );
}
