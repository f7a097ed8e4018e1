import { useLayoutEffect, useRef } from 'react';
import type { OptionText } from '../store/use-chat-store.ts';
import type { TextField } from './option-text-view.tsx';

/** Where to put the selection when the editor opens or a placeholder is chosen. */
export interface EditorSelection {
  field: TextField;
  start: number;
  end: number;
  /** Bumped on each request, so choosing the same placeholder twice selects it again. */
  seq: number;
}

export interface OptionEditorProps {
  optionId: string;
  number: number;
  text: OptionText;
  edited: boolean;
  selection: EditorSelection | null;
  onChange(text: OptionText): void;
  onDone(): void;
  onRestore(): void;
}

/** A plain editable view of an option: the subject and the body, kept in the card as typed. */
export function OptionEditor({ optionId, number, text, edited, selection, onChange, onDone, onRestore }: OptionEditorProps) {
  const subject = useRef<HTMLInputElement>(null);
  const body = useRef<HTMLTextAreaElement>(null);
  const base = `option-${optionId}-editor`;

  useLayoutEffect(() => {
    const field = selection?.field === 'subject' ? subject.current : body.current;
    if (!field) return;
    field.focus();
    if (selection) field.setSelectionRange(selection.start, selection.end);
  }, [selection]);

  return (
    <div className="option-editor" role="group" aria-labelledby={`${base}-title`} id={base}>
      <p className="option-editor__title" id={`${base}-title`}>
        Edit option {number}
      </p>
      <label className="option-editor__label" htmlFor={`${base}-subject`}>
        Subject
      </label>
      <input
        id={`${base}-subject`}
        ref={subject}
        aria-label={`Subject of option ${number}`}
        className="option-editor__field"
        value={text.subject}
        onChange={(event) => onChange({ ...text, subject: event.target.value })}
      />
      <label className="option-editor__label" htmlFor={`${base}-body`}>
        Body
      </label>
      <textarea
        id={`${base}-body`}
        ref={body}
        aria-label={`Body of option ${number}`}
        className="option-editor__field option-editor__body"
        rows={10}
        value={text.body}
        onChange={(event) => onChange({ ...text, body: event.target.value })}
      />
      <div className="option-editor__actions">
        <button type="button" className="button button--primary button--small" onClick={onDone} aria-label={`Done editing option ${number}`}>
          Done
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRestore}
          disabled={!edited}
          aria-label={`Restore original option ${number}`}
        >
          Restore original
        </button>
      </div>
    </div>
  );
}
