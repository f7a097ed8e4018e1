import { useCallback, useId, useRef, useState } from 'react';
import { ChevronIcon, CopyIcon } from '../../../components/icons.tsx';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { copyBody, copyOption, copySubject } from '../copy-option.ts';
import { composeLinks } from '../lib/compose-links.ts';
import type { OptionText } from '../store/use-chat-store.ts';

export interface OptionSendProps {
  number: number;
  text: OptionText;
}

function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const APP_NAMES = { mailto: 'your email app', gmail: 'Gmail', outlook: 'Outlook' } as const;

/** Ways to take an option elsewhere: copy its parts, or open it in an email client's compose window. */
export function OptionSend({ number, text }: OptionSendProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const links = composeLinks(text);
  const fitting = links.filter((link) => !link.tooLong);
  const tooLong = links.filter((link) => link.tooLong);

  return (
    <div className="option-send" role="group" aria-label={`Send option ${number}`}>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void copySubject(text, number)}
        aria-label={`Copy subject of option ${number}`}
      >
        <CopyIcon width={16} height={16} />
        Copy subject
      </button>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void copyBody(text, number)}
        aria-label={`Copy body of option ${number}`}
      >
        <CopyIcon width={16} height={16} />
        Copy body
      </button>
      <div className="option-send__open" ref={container}>
        <button
          ref={trigger}
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
          aria-label={`Open in... (option ${number})`}
        >
          Open in...
          <ChevronIcon width={16} height={16} className="option-send__chevron" />
        </button>
        {open ? (
          <div id={panelId} className="option-send__panel">
            {fitting.length > 0 ? (
              <ul className="option-send__links">
                {fitting.map((link) => (
                  <li key={link.target}>
                    <a
                      className="option-send__link"
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${link.label} (option ${number})`}
                      onClick={close}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {tooLong.length > 0 ? (
              <div className="option-send__too-long">
                <p>
                  {tooLong.length === links.length
                    ? 'This email is too long to open with a link. Copy it, then paste it into your email.'
                    : `This email is too long for a link to ${joinNames(tooLong.map((link) => APP_NAMES[link.target]))}. Copy it, then paste it there.`}
                </p>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  onClick={() => void copyOption(text, number)}
                  aria-label={`Copy email (option ${number})`}
                >
                  <CopyIcon width={16} height={16} />
                  Copy email
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
