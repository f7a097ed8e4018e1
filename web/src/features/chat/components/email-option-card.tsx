import { memo, useMemo, useRef, useState } from 'react';
import type { EmailOption } from '@mailmuse/api/contract';
import { CopyIcon } from '../../../components/icons.tsx';
import { useStagedReveal } from '../../../lib/use-staged-reveal.ts';
import { copyOption } from '../copy-option.ts';
import { checkDraft, emailKindOf, findPlaceholders, type EmailKind, type Placeholder } from '../lib/draft-checks.ts';
import { useChatActions, useOptionEdit, useReplyRequest, type OptionText } from '../store/use-chat-store.ts';
import { OptionChecks } from './option-checks.tsx';
import { OptionEditor, type EditorSelection } from './option-editor.tsx';
import { OptionSend } from './option-send.tsx';
import { OptionTextView, type TextField } from './option-text-view.tsx';
import { RefineBar } from './refine-bar.tsx';

export interface EmailOptionCardProps {
  messageKey: string;
  option: EmailOption;
  /** 1-based position, as the visitor reads it. */
  number: number;
  /** False while the option is still being written. */
  complete: boolean;
  /** The option is being rewritten in place (a refinement or Regenerate). */
  rewriting?: boolean;
  /** Offer the refinement chips: this is an option of the latest reply. */
  refinable?: boolean;
  /** False while a reply is awaited. */
  canRefine?: boolean;
}

interface DraftProps {
  option: EmailOption;
  number: number;
  complete: boolean;
  rewriting: boolean;
  /** What the visitor asked for, which decides the length advice (a thank-you note is not a cold email). */
  kind: EmailKind;
}

/** The option's text and tools; remounted for each new option, so its open editor does not carry over. */
function OptionDraft({ option, number, complete, rewriting, kind }: DraftProps) {
  const edit = useOptionEdit(option.id);
  const { optionEdited, optionEditsDiscarded } = useChatActions();
  const [editing, setEditing] = useState(false);
  const [selection, setSelection] = useState<EditorSelection | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const text: OptionText = edit ?? { subject: option.subject, body: option.body };
  // The placeholders marked in the text, the checks and the send menu are the heaviest part of a
  // finished option. They appear a frame after it shows as finished, and a frame apart, so
  // finishing an option while the other one streams is four short tasks for the browser rather
  // than one long one.
  const tools = useStagedReveal(complete, 3);
  const placeholdersMarked = tools >= 1;
  const checksShown = tools >= 2;
  const sendShown = tools >= 3;
  const report = useMemo(() => (checksShown ? checkDraft(text.subject, text.body, kind) : null), [checksShown, text.subject, text.body, kind]);
  const headingId = `option-${option.id}-heading`;
  const editorId = `option-${option.id}-editor`;

  function select(field: TextField, placeholder: Placeholder) {
    setEditing(true);
    setSelection((previous) => ({ field, start: placeholder.start, end: placeholder.end, seq: (previous?.seq ?? 0) + 1 }));
  }

  function selectFirst(placeholderText: string) {
    for (const field of ['subject', 'body'] as const) {
      const found = findPlaceholders(text[field]).find((placeholder) => placeholder.text === placeholderText);
      if (found) return select(field, found);
    }
  }

  function change(next: OptionText) {
    if (next.subject === option.subject && next.body === option.body) optionEditsDiscarded(option.id);
    else optionEdited(option.id, next);
  }

  return (
    <>
      <div className="option-card__header">
        <h3 className="option-card__title" id={headingId}>
          Option {number}
        </h3>
        {option.tone ? <span className="badge">{option.tone}</span> : null}
        {edit ? <span className="badge badge--muted">Edited</span> : null}
        <span className="option-card__actions">
          <button
            ref={editButton}
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setSelection(null);
              setEditing((value) => !value);
            }}
            disabled={!complete}
            aria-expanded={editing}
            aria-controls={editing ? editorId : undefined}
            aria-label={`Edit option ${number}`}
          >
            Edit
          </button>
          <button
            type="button"
            className="button button--ghost button--small option-card__copy"
            onClick={() => void copyOption(text, number)}
            disabled={!complete}
            aria-label={`Copy option ${number}`}
          >
            <CopyIcon />
            <span aria-hidden="true">Copy</span>
          </button>
        </span>
      </div>
      {rewriting ? <p className="option-card__status">Rewriting option {number}...</p> : null}
      {editing && complete ? (
        <OptionEditor
          optionId={option.id}
          number={number}
          text={text}
          edited={edit !== undefined}
          selection={selection}
          onChange={change}
          onDone={() => {
            setEditing(false);
            // The editor goes away with the focus in it: hand focus back to where editing began.
            requestAnimationFrame(() => editButton.current?.focus());
          }}
          onRestore={() => optionEditsDiscarded(option.id)}
        />
      ) : (
        <OptionTextView subject={text.subject} body={text.body} onPlaceholder={placeholdersMarked ? select : undefined} />
      )}
      {option.notes ? <p className="option-card__notes">{option.notes}</p> : null}
      {report ? <OptionChecks number={number} report={report} onPlaceholder={selectFirst} /> : null}
      {sendShown ? <OptionSend number={number} text={text} /> : null}
    </>
  );
}

export const EmailOptionCard = memo(function EmailOptionCard({
  messageKey,
  option,
  number,
  complete,
  rewriting = false,
  refinable = false,
  canRefine = false,
}: EmailOptionCardProps) {
  const optionIndex = number === 1 ? 0 : 1;
  const request = useReplyRequest(messageKey);
  const kind = emailKindOf(request ?? `${option.subject}\n${option.body}`);
  return (
    <article
      className="option-card"
      aria-labelledby={`option-${option.id}-heading`}
      aria-busy={complete ? undefined : true}
      data-option-id={option.id}
    >
      <OptionDraft key={option.id} option={option} number={number} complete={complete} rewriting={rewriting} kind={kind} />
      {refinable && (complete || rewriting) ? (
        <RefineBar messageKey={messageKey} optionIndex={optionIndex} enabled={canRefine && complete} />
      ) : null}
    </article>
  );
});
