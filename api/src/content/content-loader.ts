import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import type { z } from 'zod';
import {
  articleMetaSchema,
  legalMetaSchema,
  legalSlugSchema,
  promptIdeasSchema,
  siteSchema,
  templateListSchema,
  type Article,
  type LegalPage,
  type PromptIdeaCategory,
  type Site,
  type Template,
} from '../contract/index.ts';
import { ContentError } from './content-error.ts';
import { countWords, renderMarkdown } from './markdown.ts';

export interface Content {
  site: Site;
  templates: Template[];
  promptIdeas: PromptIdeaCategory[];
  /** Every article, listed or not, newest first. */
  articles: Article[];
  /** Privacy policy, terms of use, cookie policy, in that order. */
  legal: LegalPage[];
}

/** Absolute path of the repository's content/ folder. */
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

const ARTICLE_COUNT = 20;
const LISTED_ARTICLE_COUNT = 19;
const FIRST_ARTICLE_DATE = '2024-11-26';
const LAST_ARTICLE_DATE = '2024-12-15';
const MIN_READ_TIME = 5;
const MAX_READ_TIME = 10;
const WORDS_PER_MINUTE = 170;
const MIN_TEMPLATES = 12;
const PROMPT_IDEA_CATEGORIES: ReadonlyArray<readonly [string, number]> = [
  ['Job & Career', 8],
  ['Customer Service', 7],
  ['Business Communications', 8],
  ['Personal Relationships', 7],
  ['Academic & Education', 7],
  ['Sales & Marketing', 7],
  ['Requests & Inquiries', 7],
];

// Front matter keys are fixed; a misspelt key would otherwise be dropped without a word.
const strictArticleMetaSchema = articleMetaSchema.strict();
const strictLegalMetaSchema = legalMetaSchema.strict();

/** Reads files below one content folder and names them as `content/...` in errors. */
class ContentFiles {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  display(relative: string): string {
    return path.posix.join(path.basename(this.dir), relative.split(path.sep).join('/'));
  }

  read(relative: string): string {
    try {
      return readFileSync(path.join(this.dir, relative), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ContentError(this.display(relative), 'file', code === 'ENOENT' ? 'is missing' : `could not be read (${code})`);
    }
  }

  list(relative: string, extension: string): string[] {
    try {
      return readdirSync(path.join(this.dir, relative))
        .filter((name) => name.endsWith(extension))
        .sort();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new ContentError(this.display(relative), 'folder', code === 'ENOENT' ? 'is missing' : `could not be read (${code})`);
    }
  }
}

function fieldOf(pathSegments: ReadonlyArray<PropertyKey>, root: string): string {
  if (pathSegments.length === 0) return root;
  return pathSegments
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
    .join('')
    .replace(/^\./, '');
}

function problemOf(issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('must ')) return issue.message;
  if (/received undefined$/.test(issue.message)) return 'is missing';
  return `is invalid: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
}

/** A schema of the contract, classic or zod/mini: both parse the same way. */
interface ContentSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: z.core.$ZodError };
}

function validate<T>(schema: ContentSchema<T>, value: unknown, file: string, root: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    throw new ContentError(file, issue.keys.join(', '), 'is not an allowed key');
  }
  throw new ContentError(file, fieldOf(issue.path, root), problemOf(issue));
}

function readJson(files: ContentFiles, relative: string): unknown {
  const text = files.read(relative);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentError(files.display(relative), 'file', `is not valid JSON (${(error as Error).message})`);
  }
}

// YAML turns an unquoted 2024-11-26 into a Date at UTC midnight; both spellings mean the same day.
function normaliseDates(data: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const copy = { ...data };
  for (const key of keys) {
    const value = copy[key];
    if (value instanceof Date && !Number.isNaN(value.getTime())) copy[key] = value.toISOString().slice(0, 10);
  }
  return copy;
}

function readMarkdown(files: ContentFiles, relative: string, dateKeys: readonly string[]) {
  const text = files.read(relative);
  try {
    // Passing options bypasses gray-matter's module-wide cache of parsed files.
    const parsed = matter(text, { excerpt: false });
    return { data: normaliseDates(parsed.data, dateKeys), body: parsed.content };
  } catch (error) {
    throw new ContentError(files.display(relative), 'front matter', `is not valid YAML (${(error as Error).message})`);
  }
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function loadSite(files: ContentFiles): Site {
  return validate(siteSchema, readJson(files, 'site.json'), files.display('site.json'), 'site');
}

function loadTemplates(files: ContentFiles): Template[] {
  const file = files.display('templates.json');
  const templates = validate(templateListSchema, readJson(files, 'templates.json'), file, 'templates');
  if (templates.length < MIN_TEMPLATES) {
    throw new ContentError(file, 'templates', `must hold at least ${MIN_TEMPLATES} entries, found ${templates.length}`);
  }
  const seen = new Map<string, number>();
  templates.forEach((template, index) => {
    const first = seen.get(template.id);
    if (first !== undefined) {
      throw new ContentError(file, `[${index}].id`, `must be unique, "${template.id}" is also [${first}].id`);
    }
    seen.set(template.id, index);
  });
  return templates;
}

function loadPromptIdeas(files: ContentFiles): PromptIdeaCategory[] {
  const file = files.display('prompt-ideas.json');
  const ideas = validate(promptIdeasSchema, readJson(files, 'prompt-ideas.json'), file, 'categories');
  if (ideas.length !== PROMPT_IDEA_CATEGORIES.length) {
    throw new ContentError(file, 'categories', `must hold exactly ${PROMPT_IDEA_CATEGORIES.length} categories, found ${ideas.length}`);
  }
  PROMPT_IDEA_CATEGORIES.forEach(([category, count], index) => {
    const idea = ideas[index]!;
    if (idea.category !== category) {
      throw new ContentError(file, `[${index}].category`, `must be "${category}", found "${idea.category}"`);
    }
    if (idea.prompts.length !== count) {
      throw new ContentError(file, `[${index}].prompts`, `must hold exactly ${count} prompts for ${category}, found ${idea.prompts.length}`);
    }
  });
  return ideas;
}

function loadArticle(files: ContentFiles, name: string): Article {
  const relative = path.posix.join('blog', name);
  const file = files.display(relative);
  const { data, body } = readMarkdown(files, relative, ['date']);
  const meta = validate(strictArticleMetaSchema, data, file, 'front matter');
  const expectedSlug = name.slice(0, -'.md'.length);
  if (meta.slug !== expectedSlug) {
    throw new ContentError(file, 'slug', `must equal the file name "${expectedSlug}", found "${meta.slug}"`);
  }
  if (!isCalendarDate(meta.date)) {
    throw new ContentError(file, 'date', `must be a real calendar date, found "${meta.date}"`);
  }
  if (meta.date < FIRST_ARTICLE_DATE || meta.date > LAST_ARTICLE_DATE) {
    throw new ContentError(file, 'date', `must lie between ${FIRST_ARTICLE_DATE} and ${LAST_ARTICLE_DATE}, found ${meta.date}`);
  }
  const words = countWords(body);
  const readTime = Math.ceil(words / WORDS_PER_MINUTE);
  if (meta.readTime !== readTime) {
    throw new ContentError(file, 'readTime', `must be ${readTime} for ${words} words at ${WORDS_PER_MINUTE} a minute, found ${meta.readTime}`);
  }
  if (readTime < MIN_READ_TIME || readTime > MAX_READ_TIME) {
    throw new ContentError(file, 'readTime', `must be between ${MIN_READ_TIME} and ${MAX_READ_TIME} minutes, found ${readTime} (${words} words)`);
  }
  return { ...meta, html: renderMarkdown(body), words };
}

function loadArticles(files: ContentFiles): Article[] {
  const folder = files.display('blog');
  const articles = files.list('blog', '.md').map((name) => loadArticle(files, name));
  const seen = new Set<string>();
  for (const article of articles) {
    if (seen.has(article.slug)) {
      throw new ContentError(files.display(`blog/${article.slug}.md`), 'slug', `must be unique, "${article.slug}" repeats`);
    }
    seen.add(article.slug);
  }
  if (articles.length !== ARTICLE_COUNT) {
    throw new ContentError(folder, 'articles', `must number exactly ${ARTICLE_COUNT}, found ${articles.length}`);
  }
  const listed = articles.filter((article) => article.listed).length;
  if (listed !== LISTED_ARTICLE_COUNT) {
    throw new ContentError(folder, 'listed', `must be true in exactly ${LISTED_ARTICLE_COUNT} articles, found ${listed}`);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

function loadLegalPages(files: ContentFiles): LegalPage[] {
  return legalSlugSchema.options.map((slug) => {
    const relative = `legal/${slug}.md`;
    const file = files.display(relative);
    const { data, body } = readMarkdown(files, relative, ['updated']);
    const meta = validate(strictLegalMetaSchema, data, file, 'front matter');
    if (meta.slug !== slug) {
      throw new ContentError(file, 'slug', `must equal the file name "${slug}", found "${meta.slug}"`);
    }
    if (!isCalendarDate(meta.updated)) {
      throw new ContentError(file, 'updated', `must be a real calendar date, found "${meta.updated}"`);
    }
    return { ...meta, html: renderMarkdown(body) };
  });
}

/**
 * Reads and validates every content file synchronously. Throws a ContentError naming the file
 * and field at the first problem, so a broken file stops start-up rather than a page.
 */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const files = new ContentFiles(path.resolve(dir));
  return {
    site: loadSite(files),
    templates: loadTemplates(files),
    promptIdeas: loadPromptIdeas(files),
    articles: loadArticles(files),
    legal: loadLegalPages(files),
  };
}
