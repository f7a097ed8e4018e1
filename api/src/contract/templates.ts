import * as z from 'zod/mini';

export const templateSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/, 'id must be kebab-case')),
  name: z.string().check(z.minLength(1)),
  /** Fills the chat input when the template is chosen, so it reads as a request. */
  description: z.string().check(z.minLength(1)),
  category: z.string().check(z.minLength(1)),
});
export type Template = z.infer<typeof templateSchema>;
export const templateListSchema = z.array(templateSchema);
