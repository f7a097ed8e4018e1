// The home route's module, loaded on demand: the chat's code lives behind it.
import { site } from 'virtual:site';
import { SocialMeta } from '../../components/page-meta.tsx';
import { HomePage } from './components/home-page.tsx';

// HomePage names the page (title and description); the route adds the canonical and social tags.
export function Component() {
  return (
    <>
      <SocialMeta title={site.name} description={site.tagline} path="/" />
      <HomePage />
    </>
  );
}
