import { useEffect, useState } from 'react';
import { promptIdeaSummary } from 'virtual:prompt-idea-summary';
import { ChevronIcon } from '../../../components/icons.tsx';
import { preloadOnFirstInteraction, useLazyModule } from '../../../lib/lazy-module.ts';
import { promptLists } from '../prompt-lists.ts';
import { CategoryIcon } from './category-icon.tsx';

type CategorySummary = (typeof promptIdeaSummary)[number];

const TOTAL = promptIdeaSummary.reduce((sum, category) => sum + category.count, 0);

function slugOf(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function Category({ category }: { category: CategorySummary }) {
  const [open, setOpen] = useState(false);
  // Null until the prompts have arrived: they are on their way from the first interaction.
  const lists = useLazyModule(promptLists);
  const listId = `prompt-ideas-${slugOf(category.category)}`;

  return (
    <li className="idea-category">
      <h3 className="idea-category__heading">
        <button
          type="button"
          className="idea-category__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            promptLists.preload();
            setOpen((value) => !value);
          }}
        >
          <CategoryIcon icon={category.icon} />
          <span className="idea-category__name">{category.category}</span>
          <span className="idea-category__count">{category.count}</span>
          <ChevronIcon className="idea-category__chevron" />
        </button>
      </h3>
      {/* A closed category's list stays empty: rendering every prompt at once would hold up the page. */}
      <ul id={listId} className="idea-list" hidden={!open} aria-busy={open && !lists ? true : undefined}>
        {open && lists ? <lists.PromptListItems category={category.category} /> : null}
        {open && !lists ? <li className="side-card__note">Loading prompts...</li> : null}
      </ul>
    </li>
  );
}

export function PromptIdeas() {
  useEffect(() => preloadOnFirstInteraction(promptLists), []);

  return (
    <section className="card side-card" aria-labelledby="prompt-ideas-heading">
      <div className="side-card__header">
        <h2 id="prompt-ideas-heading" className="side-card__title">
          Prompt ideas
        </h2>
        <p className="side-card__count">{TOTAL} examples</p>
      </div>
      <ul className="idea-categories">
        {promptIdeaSummary.map((category) => (
          <Category key={category.category} category={category} />
        ))}
      </ul>
    </section>
  );
}
