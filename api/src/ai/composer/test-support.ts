// Shared by the composer's tests: the content files and checks on a draft's shape.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promptIdeasSchema, templateListSchema } from '../../contract/index.ts';
import type { DraftOption, PromptIdeaCategory, Template } from '../../contract/index.ts';
import { expect } from 'vitest';
import { compose } from './compose.ts';
import { countWords } from './text.ts';

const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

export function loadPromptIdeas(): PromptIdeaCategory[] {
  return promptIdeasSchema.parse(JSON.parse(readFileSync(`${contentDir}prompt-ideas.json`, 'utf8')));
}

export function loadTemplates(): Template[] {
  return templateListSchema.parse(JSON.parse(readFileSync(`${contentDir}templates.json`, 'utf8')));
}

/** Both options' bodies for a first request, checking there are two. */
export function bodiesOf(message: string): string[] {
  const reply = compose({ userMessage: message, history: [] });
  expect(reply.options).toHaveLength(2);
  return reply.options.map((option) => option.body);
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

/** What a reader would reject in an option, as a list of reasons; empty when it could be sent. */
export function problemsOf(option: DraftOption): string[] {
  const problems: string[] = [];
  const subjectWords = countWords(option.subject);
  if (subjectWords < 3 || subjectWords > 8) problems.push(`subject has ${subjectWords} words: "${option.subject}"`);
  const words = countWords(option.body);
  if (words < 30 || words > 230) problems.push(`body has ${words} words`);
  if (!/^(?:Dear|Hi|Hello|Hey)\b[^\n]*,$/.test(greetingOf(option))) problems.push(`greeting: "${greetingOf(option)}"`);
  const text = `${option.subject}\n${option.body}`;
  const debris = /[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object|\b(\w+) \1\b|\s[,.]|\.\.|(?:^|[.!?]\s+)[a-z]|\b(?:write to my|ask (?:him|her|them) to|tell (?:him|her|them) that|can u|\bi\b)/m.exec(text);
  if (debris) problems.push(`debris "${debris[0]}"`);
  const sentences = option.body.split(/(?<=[.!?])\s+|\n+/).map((sentence) => sentence.trim().toLowerCase()).filter((sentence) => countWords(sentence) >= 4);
  const repeated = sentences.find((sentence, index) => sentences.indexOf(sentence) !== index);
  if (repeated) problems.push(`repeated sentence "${repeated}"`);
  const blanks = text.match(/\[[^\]]+\]/g) ?? [];
  if (blanks.length > 4) problems.push(`${blanks.length} placeholders`);
  return problems;
}

/** The words a request gives that its email must carry: numbers, amounts, codes and capitalized names. */
export function detailsOf(request: string): string[] {
  const details = new Set<string>();
  for (const match of request.matchAll(/[$€£]?\d[\d,.:%-]*(?:\s?(?:am|pm))?|\b[A-Z]{2,}[-\d]*\d+\b|#\w+/g)) details.add(match[0].replace(/[.,]$/, ''));
  // The recipient's workplace ("Daniel at Crestline Realty") need not appear in the email.
  const text = request.replace(/\b(?:at|on)\s+[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*/g, '');
  for (const match of text.matchAll(/(?<!^|[.!?]\s)\b(?:(?:Dr|Ms|Mr|Mrs)\.\s)?[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)*/g)) {
    const name = match[0].trim();
    if (/^(?:Dr\.|Ms\.|Mr\.|Mrs\.)/.test(name)) {
      // "Dr. Maria Lopez" is greeted "Dear Dr. Lopez".
      details.add(name.split(' ').at(-1) ?? name);
      continue;
    }
    if (name.includes(' ')) {
      // A full name may be greeted by its first name: "Sarah Chen" -> "Hi Sarah".
      details.add(name.split(' ')[0] ?? name);
      continue;
    }
    if (!/^(?:I|Write|Ask|Request|Thank|Send|Email|Reply|Follow|Invite|Remind|Announce|Apologize|Congratulate|Complain|Cancel|Negotiate|Reach|Introduce|Propose|Inquire|Let|Wish|Reconnect|Win|My|ET)$/.test(name)) details.add(name);
  }
  return [...details];
}
