import { data, type LoaderFunctionArgs } from 'react-router-dom';
import type { LegalPage } from '@mailmuse/api/contract';
import { legalLoaders } from 'virtual:legal';

export { LegalPage as Component } from './legal-page.tsx';

/** Loads the chunk of the legal page named by the path (/privacy-policy, /terms-of-use, /cookie-policy). */
export async function loader({ request }: LoaderFunctionArgs): Promise<LegalPage> {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '');
  const load = Object.hasOwn(legalLoaders, slug) ? legalLoaders[slug] : undefined;
  if (!load) throw data('Page not found', { status: 404 });
  return (await load()).page;
}
