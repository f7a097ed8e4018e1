import { promptIdeas } from 'virtual:prompt-ideas';
import { CopyIcon } from '../../../components/icons.tsx';
import { notify } from '../../../components/toast/notify.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useChatActions } from '../store/use-chat-store.ts';

async function copyPrompt(prompt: string): Promise<void> {
  try {
    await copyText(prompt);
    notify({ title: 'Copied!', description: 'Prompt copied to clipboard' });
  } catch {
    notify({ title: 'Error', description: 'Failed to copy to clipboard.', variant: 'destructive' });
  }
}

/** The prompts of one prompt-idea category, as the items of its list: use one, or copy it. */
export function PromptListItems({ category }: { category: string }) {
  const { promptChosen } = useChatActions();
  const prompts = promptIdeas.find((entry) => entry.category === category)?.prompts ?? [];

  function choose(prompt: string) {
    promptChosen(prompt);
    notify({ title: 'Prompt Selected!', description: 'Check the chat input below' });
  }

  return prompts.map((prompt) => (
    <li key={prompt} className="idea">
      <button type="button" className="idea__use" onClick={() => choose(prompt)}>
        {prompt}
      </button>
      <button type="button" className="icon-button idea__copy" onClick={() => void copyPrompt(prompt)} aria-label="Copy prompt">
        <CopyIcon width={16} height={16} />
      </button>
    </li>
  ));
}
