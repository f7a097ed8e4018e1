import { useState } from 'react';
import type { Template } from '@mailmuse/api/contract';
import { useTemplates } from '../api/get-templates.ts';
import { useChatActions, useChosenTemplate, useSessionId } from '../store/use-chat-store.ts';

/** Templates shown before "Show all": the list stays in the page's flow, not in a box of its own to scroll. */
export const TEMPLATES_SHOWN_FIRST = 6;

export function TemplateList() {
  const sessionId = useSessionId();
  const templates = useTemplates(sessionId);
  const chosen = useChosenTemplate();
  const { templateChosen } = useChatActions();
  const [expanded, setExpanded] = useState(false);
  const list: Template[] = templates.data ?? [];
  const chosenIndex = chosen ? list.findIndex((template) => template.id === chosen.id) : -1;
  // A chosen template stays in sight even when it is one of the later ones.
  const shown = expanded ? list : list.slice(0, Math.max(TEMPLATES_SHOWN_FIRST, chosenIndex + 1));
  const more = list.length - shown.length;

  return (
    <section className="card side-card" aria-labelledby="templates-heading">
      <div className="side-card__header">
        <h2 id="templates-heading" className="side-card__title">
          Templates
        </h2>
        <p className="side-card__count">
          {templates.status === 'error' ? 'Unavailable' : `${list.length} templates`}
        </p>
      </div>
      {templates.status === 'error' ? (
        <p className="side-card__note">Templates could not be loaded. You can still describe your email.</p>
      ) : templates.status !== 'success' ? (
        <p className="side-card__note template-list--loading">Loading templates...</p>
      ) : (
        <>
          <ul id="template-list" className="template-list">
            {shown.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className="template"
                  aria-pressed={chosen?.id === template.id}
                  onClick={() => templateChosen(template)}
                >
                  <span className="template__name">{template.name}</span>
                  <span className="template__description">{template.description}</span>
                  <span className="badge badge--muted template__category">{template.category}</span>
                </button>
              </li>
            ))}
          </ul>
          {more > 0 || expanded ? (
            <button
              type="button"
              className="button button--ghost button--small side-card__more"
              aria-expanded={expanded}
              aria-controls="template-list"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Show fewer templates' : `Show all ${list.length} templates`}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
