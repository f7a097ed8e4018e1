import { http, HttpResponse } from 'msw';
import { mockTemplates } from './fixtures.ts';

export const templatesHandlers = [http.get('/api/templates', () => HttpResponse.json(mockTemplates))];
