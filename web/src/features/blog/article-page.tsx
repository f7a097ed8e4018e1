import { Link } from 'react-router-dom';
import type { Article } from '@mailmuse/api/contract';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { articleJsonLd, JsonLd, PageMeta } from '../../components/page-meta.tsx';
import { formatLongDate } from '../../lib/format-date.ts';

export function ArticlePage({ article }: { article: Article }) {
  const path = `/blog/${article.slug}`;
  return (
    <article className="page article">
      <PageMeta title={article.title} description={article.description} path={path} type="article" />
      <meta property="article:published_time" content={article.date} />
      <JsonLd data={articleJsonLd({ ...article, path })} />
      <Link to="/blog" className="button button--ghost article__back">
        <ArrowLeftIcon />
        Back to Blog
      </Link>
      <div className="article__header">
        <h1 className="page__title">{article.title}</h1>
        <p className="article__meta">
          <time dateTime={article.date}>{formatLongDate(article.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{article.readTime} min read</span>
        </p>
      </div>
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
      <aside className="card cta" aria-labelledby="cta-heading">
        <h2 id="cta-heading" className="cta__title">
          Ready to put this into practice?
        </h2>
        <p className="cta__text">Describe your email and get two ready-to-send options in seconds.</p>
        <Link className="button button--primary" to={`/?prompt=${encodeURIComponent(article.prompt)}`}>
          Try Our Email Generator
        </Link>
      </aside>
      <Link to="/blog" className="button button--secondary article__more">
        More Articles
      </Link>
    </article>
  );
}
