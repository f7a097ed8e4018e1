// Every prompt idea and every template, sent as a visitor would send it, must give a complete,
// well-formed reply that keeps the facts the request gave. The fact checks below read the request
// with their own simple patterns, independent of the composer's extractor.
import { describe, expect, it } from 'vitest';
import { replyDraftSchema } from '../../contract/index.ts';
import type { DraftOption, ReplyDraft, Template } from '../../contract/index.ts';
import { compose } from './index.ts';
import { bodyWords, greetingOf, loadPromptIdeas, loadTemplates, signoffOf } from './test-support.ts';
import { countWords } from './text.ts';

const WEEKDAYS = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/g;
const MONTH_DAYS = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)(?: \d{1,2}\b)?/g;
const AMOUNTS = /[$€£]\s?\d[\d,]*(?:\.\d+)?/g;
const PERCENTS = /\b\d+(?:\.\d+)?%/g;
const CODES = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g;
const COURSES = /\b[A-Z][A-Za-z]+ \d{3}\b/g;
const HASH_NUMBERS = /#\d+/g;
const BLANKS = /\[[^\]]+\]/g;
const TITLES = new Set(['Dr.', 'Dr', 'Professor', 'Prof.', 'Ms.', 'Mr.', 'Mrs.', 'Mx.']);
const NOT_NAMES = new Set(['I', "I'm", "I've", "I'd", "I'll"]);

/** Facts any reader would expect in both options: dates, amounts, ids and template blanks. */
function literalFacts(request: string): string[] {
  const found = [WEEKDAYS, MONTH_DAYS, AMOUNTS, PERCENTS, CODES, COURSES, HASH_NUMBERS, BLANKS].flatMap((pattern) => request.match(pattern) ?? []);
  const order = /\border (\d+)\b/i.exec(request)?.[1];
  if (order) found.push(order);
  return [...new Set(found)];
}

/** Runs of capitalised words after the first word of the request: names and organisations. */
function properNouns(request: string): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  const words = request.replace(BLANKS, ' ').split(/\s+/);
  words.forEach((raw, index) => {
    const word = raw.replace(/[,;:!?]+$/, '').replace(/['’]s$/, '').replace(/\.$/, (dot) => (TITLES.has(raw.replace(/[,;:]+$/, '')) ? dot : ''));
    const startsSentence = index === 0 || /[.!?]$/.test(words[index - 1] ?? '') && !TITLES.has(words[index - 1] ?? '');
    const capitalised = /^[A-Z]/.test(word) && !NOT_NAMES.has(word) && !WEEKDAYS.test(word) && !/^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/.test(word);
    WEEKDAYS.lastIndex = 0;
    if (capitalised && !startsSentence) {
      current.push(word);
    } else if (current.length > 0) {
      groups.push(current);
      current = [];
    }
    if (/[,;:]$/.test(raw) && current.length > 0) {
      groups.push(current);
      current = [];
    }
  });
  if (current.length > 0) groups.push(current);
  return groups.filter((group) => group.some((word) => !TITLES.has(word)));
}

function mentions(option: DraftOption, text: string): boolean {
  const haystack = `${option.subject}\n${option.body}`;
  return /^\w/.test(text) && /\w$/.test(text)
    ? new RegExp(`(?<![\\w])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(haystack)
    : haystack.includes(text);
}

function sentences(body: string): string[] {
  // List items repeat the visitor's own points, so they may match across tones.
  return body.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => countWords(s) >= 4 && !s.startsWith('- '));
}

function expectWellFormed(reply: ReplyDraft, request: string): void {
  expect(replyDraftSchema.safeParse(reply).success).toBe(true);
  expect(reply.message.length).toBeGreaterThan(20);
  const [first, second] = reply.options;
  if (!first || !second) throw new Error('a reply needs two options');
  expect(first.tone.toLowerCase()).not.toBe(second.tone.toLowerCase());
  // Different tones must read differently, not just carry different labels.
  const shared = sentences(first.body).filter((sentence) => second.body.includes(sentence));
  expect(shared.length, `${request}: shared sentences ${shared.join(' | ')}`).toBeLessThanOrEqual(1);

  for (const option of reply.options) {
    const where = `${request}\n---\n${option.subject}\n${option.body}`;
    expect(countWords(option.subject), where).toBeGreaterThanOrEqual(3);
    expect(countWords(option.subject), where).toBeLessThanOrEqual(8);
    expect(bodyWords(option), where).toBeGreaterThanOrEqual(60);
    expect(bodyWords(option), where).toBeLessThanOrEqual(180);
    expect(greetingOf(option), where).toMatch(/^(?:Dear|Hi|Hello) \S.*,$/);
    const signoff = signoffOf(option);
    expect(signoff.line, where).toMatch(/^[A-Z][A-Za-z ]+,$/);
    expect(signoff.name, where).toBe('[Your name]');
    expect((option.body.match(/\?/g) ?? []).length, where).toBeLessThanOrEqual(1);
    expect(option.notes.split(/(?<=\.)\s/).length, where).toBe(1);
    expect(`${option.subject} ${option.body}`, where).not.toMatch(/\{|\}|undefined|null|\s[,.;:]|\.\.|,,| {2}/);
  }
}

function expectFactsKept(reply: ReplyDraft, request: string): void {
  for (const fact of literalFacts(request)) {
    for (const option of reply.options) expect(mentions(option, fact), `${request}\nmissing "${fact}" in:\n${option.body}`).toBe(true);
  }
  for (const group of properNouns(request)) {
    const names = group.filter((word) => !TITLES.has(word));
    const titled = names.length < group.length;
    // Greetings may drop a surname ("Hi Sarah") or, after a title, a first name ("Dear Dr. Lopez").
    const key = titled ? names[names.length - 1] : names[0];
    for (const option of reply.options) {
      expect(key && mentions(option, key), `${request}\nmissing "${group.join(' ')}" in:\n${option.body}`).toBe(true);
    }
  }
}

describe('every prompt idea', () => {
  const prompts = loadPromptIdeas().flatMap((category) => category.prompts);

  it.each(prompts)('%s', (prompt) => {
    const reply = compose({ userMessage: prompt, history: [] });
    expectWellFormed(reply, prompt);
    expectFactsKept(reply, prompt);
  });
});

describe('every template, sent with its description unchanged', () => {
  const templates = loadTemplates();

  it.each(templates.map((template): [string, Template] => [template.id, template]))('%s', (_id, template) => {
    const reply = compose({ userMessage: template.description, template, history: [] });
    expectWellFormed(reply, template.description);
    expectFactsKept(reply, template.description);
    expect(reply.message).toContain('[bracketed]');
  });
});

describe('the fact checks themselves', () => {
  it('find dates, amounts, ids, blanks and names in a request', () => {
    const request = 'Email Sarah Chen at Lumen Labs about order #48213 ($49.99, 15% off) by Friday, June 14 for [company]';
    expect(literalFacts(request)).toEqual(expect.arrayContaining(['Friday', 'June 14', '$49.99', '15%', '#48213', '[company]']));
    expect(properNouns(request)).toEqual([['Sarah', 'Chen'], ['Lumen', 'Labs']]);
  });
});
