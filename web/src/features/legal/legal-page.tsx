import { Link } from 'react-router-dom';
import type { LegalPage as LegalPageData } from '@mailmuse/api/contract';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { ServicesNow } from './services-now.tsx';
import './legal.css';

export function LegalPage({ page }: { page: LegalPageData }) {
  return (
    <article className="page legal">
      <PageMeta title={page.title} description={page.description} path={`/${page.slug}`} />
      <div className="article__header">
        <h1 className="page__title">{page.title}</h1>
        <p className="article__meta">{`Last updated ${formatLongDate(page.updated)}`}</p>
      </div>
      {page.slug !== 'terms-of-use' && <ServicesNow />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      <Link to="/" className="button button--secondary legal__home">
        Back to Home
      </Link>
    </article>
  );
}
