import { templateListSchema, type Template } from '@mailmuse/api/contract';
import { useQuery, type QueryState } from '../../../lib/query-cache.ts';

const TEMPLATES_KEY = ['api', 'templates'] as const;
const parseTemplates = (value: unknown): Template[] => templateListSchema.parse(value);

/** GET /api/templates, issued once a session exists and cached for the life of the page. */
export function useTemplates(sessionId: string | null): QueryState<Template[]> {
  return useQuery(TEMPLATES_KEY, { parse: parseTemplates, enabled: sessionId !== null });
}
