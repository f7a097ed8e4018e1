import { z } from 'zod';
import { templateSchema } from './templates.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  contactEmail: z.email(),
  operator: z.object({ name: z.string().min(1), location: z.string().min(1) }),
  siteUrl: z.url(),
});
export type Site = z.infer<typeof siteSchema>;

export const promptIdeaCategorySchema = z.object({
  category: z.string().min(1),
  icon: z.string().min(1),
  prompts: z.array(z.string().min(10)).min(1),
});
export type PromptIdeaCategory = z.infer<typeof promptIdeaCategorySchema>;
export const promptIdeasSchema = z.array(promptIdeaCategorySchema);

export const articleMetaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  date: isoDate,
  readTime: z.number().int().min(1),
  listed: z.boolean(),
  /** A chat prompt that fits the article, used by its call to action. */
  prompt: z.string().min(10),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;
export const articleSchema = articleMetaSchema.extend({ html: z.string(), words: z.number().int() });
export type Article = z.infer<typeof articleSchema>;

export const legalSlugSchema = z.enum(['privacy-policy', 'terms-of-use', 'cookie-policy']);
export type LegalSlug = z.infer<typeof legalSlugSchema>;
export const legalMetaSchema = z.object({
  slug: legalSlugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  updated: isoDate,
});
export type LegalMeta = z.infer<typeof legalMetaSchema>;
export const legalPageSchema = legalMetaSchema.extend({ html: z.string() });
export type LegalPage = z.infer<typeof legalPageSchema>;

export { templateSchema };
