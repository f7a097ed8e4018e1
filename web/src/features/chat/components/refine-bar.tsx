import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Refine } from '@mailmuse/api/contract';
import { MAX_REFINE_TEXT_CHARS } from '../store/reply-actions.ts';
import { useChatActions } from '../store/use-chat-store.ts';

export interface RefineBarProps {
  messageKey: string;
  optionIndex: 0 | 1;
  /** False while any reply is awaited: one generation at a time. */
  enabled: boolean;
}

const CHIPS: ReadonlyArray<{ instruction: Exclude<Refine['instruction'], 'custom'>; label: string; words: string }> = [
  { instruction: 'shorter', label: 'Shorter', words: 'shorter' },
  { instruction: 'more-formal', label: 'More formal', words: 'more formal' },
  { instruction: 'friendlier', label: 'Friendlier', words: 'friendlier' },
];

/**
 * Rewrites this option only. The buttons stay mounted and focusable while the option is
 * rewritten (aria-disabled rather than disabled), so keyboard focus is not lost.
 */
export function RefineBar({ messageKey, optionIndex, enabled }: RefineBarProps) {
  const { optionRefined } = useChatActions();
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const number = optionIndex + 1;

  function refine(instruction: Refine['instruction'], custom?: string) {
    if (!enabled) return;
    void optionRefined(messageKey, optionIndex, instruction, custom);
  }

  function closeForm() {
    setAsking(false);
    changeButton.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const wanted = text.trim();
    if (!enabled || wanted.length === 0) return;
    refine('custom', wanted);
    setText('');
    closeForm();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeForm();
  }

  return (
    <div className="refine-bar">
      <div className="refine-bar__chips" role="group" aria-label={`Refine option ${number}`}>
        {CHIPS.map((chip) => (
          <button
            key={chip.instruction}
            type="button"
            className="chip"
            aria-disabled={!enabled}
            aria-label={`Make option ${number} ${chip.words}`}
            onClick={() => refine(chip.instruction)}
          >
            {chip.label}
          </button>
        ))}
        <button
          ref={changeButton}
          type="button"
          className="chip"
          aria-disabled={!enabled}
          aria-expanded={asking}
          aria-controls={formId}
          aria-label={`Change option ${number}...`}
          onClick={() => {
            if (enabled || asking) setAsking((value) => !value);
          }}
        >
          Change...
        </button>
      </div>
      {asking ? (
        <form id={formId} className="refine-bar__form" onSubmit={onSubmit}>
          <label className="visually-hidden" htmlFor={`${formId}-text`}>
            How should option {number} change?
          </label>
          <input
            id={`${formId}-text`}
            className="refine-bar__input"
            value={text}
            maxLength={MAX_REFINE_TEXT_CHARS}
            placeholder="e.g. mention the meeting is on Friday"
            autoComplete="off"
            // Opened on request: typing is what the visitor came to do.
            autoFocus
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="submit"
            className="button button--primary button--small"
            aria-label={`Apply the change to option ${number}`}
            aria-disabled={!enabled || text.trim().length === 0}
          >
            Apply
          </button>
          <button type="button" className="button button--ghost button--small" onClick={closeForm} aria-label={`Cancel changing option ${number}`}>
            Cancel
          </button>
        </form>
      ) : null}
    </div>
  );
}
