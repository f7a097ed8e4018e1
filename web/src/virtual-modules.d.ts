// Modules made by vite/content-plugin.ts from the repository's content/ folder.

declare module 'virtual:site' {
  import type { Site } from '@mailmuse/api/contract';
  export const site: Site;
}

declare module 'virtual:prompt-ideas' {
  import type { PromptIdeaCategory } from '@mailmuse/api/contract';
  export const promptIdeas: PromptIdeaCategory[];
}

declare module 'virtual:prompt-idea-summary' {
  /** Each category of virtual:prompt-ideas, in the same order, with how many prompts it has. */
  export const promptIdeaSummary: Array<{ category: string; icon: string; count: number }>;
}

declare module 'virtual:blog-index' {
  import type { ArticleMeta } from '@mailmuse/api/contract';
  /** Every article (listed or not), newest first, without its body. */
  export const articles: ArticleMeta[];
}

declare module 'virtual:articles' {
  import type { Article } from '@mailmuse/api/contract';
  /** One lazy chunk per article, by slug. */
  export const articleLoaders: Record<string, () => Promise<{ article: Article }>>;
}

declare module 'virtual:legal' {
  import type { LegalPage } from '@mailmuse/api/contract';
  /** One lazy chunk per legal page, by slug. */
  export const legalLoaders: Record<string, () => Promise<{ page: LegalPage }>>;
}
