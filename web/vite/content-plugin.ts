import path from 'node:path';
import type { Plugin } from 'vite';
import { CONTENT_DIR, loadContent, type Content } from '@mailmuse/api/content';

// Site content reaches the bundle as virtual modules, one per page's needs, so an article's HTML
// lands in that article's chunk only and the blog and legal pages carry no chat code.
const SITE = 'virtual:site';
const PROMPT_IDEAS = 'virtual:prompt-ideas';
const PROMPT_IDEA_SUMMARY = 'virtual:prompt-idea-summary';
const BLOG_INDEX = 'virtual:blog-index';
const ARTICLES = 'virtual:articles';
const ARTICLE_PREFIX = 'virtual:article/';
const LEGAL = 'virtual:legal';
const LEGAL_PREFIX = 'virtual:legal/';

const FIXED_IDS = new Set([SITE, PROMPT_IDEAS, PROMPT_IDEA_SUMMARY, BLOG_INDEX, ARTICLES, LEGAL]);
const RESOLVED = '\0';

const isOurs = (id: string) => FIXED_IDS.has(id) || id.startsWith(ARTICLE_PREFIX) || id.startsWith(LEGAL_PREFIX);

const json = (value: unknown) => JSON.stringify(value);

function loaderMap(prefix: string, slugs: string[]): string {
  const entries = slugs.map((slug) => `  ${json(slug)}: () => import(${json(prefix + slug)}),`);
  return `{\n${entries.join('\n')}\n}`;
}

/** Serves the repository's content/ (validated by the content loader) as `virtual:*` modules. */
export function contentPlugin(): Plugin {
  let content: Content | null = null;
  const current = () => (content ??= loadContent());

  function moduleFor(id: string): string | null {
    const { site, promptIdeas, articles, legal } = current();
    if (id === SITE) return `export const site = ${json(site)};`;
    if (id === PROMPT_IDEAS) return `export const promptIdeas = ${json(promptIdeas)};`;
    if (id === PROMPT_IDEA_SUMMARY) {
      // What the home page shows before a category is opened; the prompts themselves load later.
      const summary = promptIdeas.map(({ category, icon, prompts }) => ({ category, icon, count: prompts.length }));
      return `export const promptIdeaSummary = ${json(summary)};`;
    }
    if (id === BLOG_INDEX) {
      const metas = articles.map(({ html: _html, words: _words, ...meta }) => meta);
      return `export const articles = ${json(metas)};`;
    }
    if (id === ARTICLES) {
      return `export const articleLoaders = ${loaderMap(ARTICLE_PREFIX, articles.map((a) => a.slug))};`;
    }
    if (id === LEGAL) return `export const legalLoaders = ${loaderMap(LEGAL_PREFIX, legal.map((page) => page.slug))};`;
    if (id.startsWith(ARTICLE_PREFIX)) {
      const article = articles.find((candidate) => candidate.slug === id.slice(ARTICLE_PREFIX.length));
      return article ? `export const article = ${json(article)};` : null;
    }
    if (id.startsWith(LEGAL_PREFIX)) {
      const page = legal.find((candidate) => candidate.slug === id.slice(LEGAL_PREFIX.length));
      return page ? `export const page = ${json(page)};` : null;
    }
    return null;
  }

  return {
    name: 'mailmuse-content',
    resolveId(id) {
      return isOurs(id) ? RESOLVED + id : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (!isOurs(name)) return null;
      const code = moduleFor(name);
      if (code === null) this.error(`Unknown content module ${name}`);
      return code;
    },
    configureServer(server) {
      server.watcher.add(CONTENT_DIR);
      server.watcher.on('all', (_event, file) => {
        if (!path.resolve(file).startsWith(CONTENT_DIR)) return;
        content = null;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(RESOLVED) && isOurs(module.id.slice(RESOLVED.length))) {
              environment.moduleGraph.invalidateModule(module);
            }
          }
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
