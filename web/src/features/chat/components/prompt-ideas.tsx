import { useState } from 'react';
import type { PromptIdeaCategory } from '@mailmuse/api/contract';
import { promptIdeas } from 'virtual:prompt-ideas';
import { ChevronIcon, CopyIcon } from '../../../components/icons.tsx';
import { notify } from '../../../components/toast/notify.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useChatActions } from '../store/use-chat-store.ts';
import { CategoryIcon } from './category-icon.tsx';

const TOTAL = promptIdeas.reduce((sum, category) => sum + category.prompts.length, 0);

async function copyPrompt(prompt: string): Promise<void> {
  try {
    await copyText(prompt);
    notify({ title: 'Copied!', description: 'Prompt copied to clipboard' });
  } catch {
    notify({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' });
  }
}

function slugOf(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function Category({ category }: { category: PromptIdeaCategory }) {
  const [open, setOpen] = useState(false);
  const { promptChosen } = useChatActions();
  const listId = `prompt-ideas-${slugOf(category.category)}`;

  function choose(prompt: string) {
    promptChosen(prompt);
    notify({ title: 'Prompt Selected!', description: 'Check the chat input below' });
  }

  return (
    <li className="idea-category">
      <h3 className="idea-category__heading">
        <button
          type="button"
          className="idea-category__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <CategoryIcon icon={category.icon} />
          <span className="idea-category__name">{category.category}</span>
          <span className="idea-category__count">{category.prompts.length}</span>
          <ChevronIcon className="idea-category__chevron" />
        </button>
      </h3>
      <ul id={listId} className="idea-list" hidden={!open}>
        {category.prompts.map((prompt) => (
          <li key={prompt} className="idea">
            <button type="button" className="idea__use" onClick={() => choose(prompt)}>
              {prompt}
            </button>
            <button type="button" className="icon-button idea__copy" onClick={() => void copyPrompt(prompt)} aria-label="Copy prompt">
              <CopyIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function PromptIdeas() {
  return (
    <section className="card side-card" aria-labelledby="prompt-ideas-heading">
      <div className="side-card__header">
        <h2 id="prompt-ideas-heading" className="side-card__title">
          Prompt ideas
        </h2>
        <p className="side-card__count">{TOTAL} examples</p>
      </div>
      <ul className="idea-categories">
        {promptIdeas.map((category) => (
          <Category key={category.category} category={category} />
        ))}
      </ul>
    </section>
  );
}
