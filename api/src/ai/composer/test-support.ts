// Shared by the composer's tests: the content files and checks on a draft's shape.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promptIdeasSchema, templateListSchema } from '../../contract/index.ts';
import type { DraftOption, PromptIdeaCategory, Template } from '../../contract/index.ts';
import { countWords } from './text.ts';

const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

export function loadPromptIdeas(): PromptIdeaCategory[] {
  return promptIdeasSchema.parse(JSON.parse(readFileSync(`${contentDir}prompt-ideas.json`, 'utf8')));
}

export function loadTemplates(): Template[] {
  return templateListSchema.parse(JSON.parse(readFileSync(`${contentDir}templates.json`, 'utf8')));
}

export function bodyWords(option: DraftOption): number {
  return countWords(option.body);
}

export function greetingOf(option: DraftOption): string {
  return option.body.split('\n')[0] ?? '';
}

/** The last two lines: "Kind regards," and the sender's name. */
export function signoffOf(option: DraftOption): { line: string; name: string } {
  const lines = option.body.split('\n');
  return { line: lines[lines.length - 2] ?? '', name: lines[lines.length - 1] ?? '' };
}
