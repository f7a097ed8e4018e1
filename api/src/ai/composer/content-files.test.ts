import { describe, expect, it } from 'vitest';
import { loadPromptIdeas, loadTemplates } from './test-support.ts';
import { countWords } from './text.ts';

const CATEGORIES: ReadonlyArray<readonly [string, number]> = [
  ['Job & Career', 8],
  ['Customer Service', 7],
  ['Business Communications', 8],
  ['Personal Relationships', 7],
  ['Academic & Education', 7],
  ['Sales & Marketing', 7],
  ['Requests & Inquiries', 7],
];

describe('content/prompt-ideas.json', () => {
  const ideas = loadPromptIdeas();

  it('has the seven categories in order with the specified counts, 51 in all', () => {
    expect(ideas.map((idea) => [idea.category, idea.prompts.length])).toEqual(CATEGORIES);
    expect(ideas.flatMap((idea) => idea.prompts)).toHaveLength(51);
  });

  it('gives each category a single emoji icon', () => {
    for (const idea of ideas) {
      expect([...new Intl.Segmenter().segment(idea.icon)]).toHaveLength(1);
      expect(idea.icon).toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('writes each prompt as a realistic 10-30 word request, none repeated', () => {
    const prompts = ideas.flatMap((idea) => idea.prompts);
    expect(new Set(prompts).size).toBe(prompts.length);
    for (const prompt of prompts) {
      const words = countWords(prompt);
      expect(words, prompt).toBeGreaterThanOrEqual(10);
      expect(words, prompt).toBeLessThanOrEqual(30);
    }
  });
});

describe('content/templates.json', () => {
  const templates = loadTemplates();

  it('has at least 14 templates with unique ids across all seven categories', () => {
    expect(templates.length).toBeGreaterThanOrEqual(14);
    expect(new Set(templates.map((template) => template.id)).size).toBe(templates.length);
    expect(new Set(templates.map((template) => template.category))).toEqual(new Set(CATEGORIES.map(([name]) => name)));
  });

  it('phrases each description as a request with [bracketed] blanks to fill', () => {
    for (const template of templates) {
      expect(template.description, template.id).toMatch(/^Write\b/);
      expect(template.description, template.id).toMatch(/\[[^\]]+\]/);
    }
  });
});
