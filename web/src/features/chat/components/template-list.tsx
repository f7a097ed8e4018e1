import type { Template } from '@mailmuse/api/contract';
import { useTemplates } from '../api/get-templates.ts';
import { useChatActions, useChosenTemplate, useSessionId } from '../store/use-chat-store.ts';

export function TemplateList() {
  const sessionId = useSessionId();
  const templates = useTemplates(sessionId);
  const chosen = useChosenTemplate();
  const { templateChosen } = useChatActions();
  const list: Template[] = templates.data ?? [];

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
        <p className="side-card__note">Loading templates...</p>
      ) : (
        <ul className="template-list">
          {list.map((template) => (
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
      )}
    </section>
  );
}
