import { Link } from 'react-router-dom';
import { articles } from 'virtual:blog-index';
import { PageMeta } from '../../components/page-meta.tsx';
import { formatLongDate } from '../../lib/format-date.ts';
import { BLOG_DESCRIPTION, BLOG_TITLE } from './blog-meta.ts';

const listed = articles.filter((article) => article.listed);

export function BlogIndexPage() {
  return (
    <div className="page blog-index">
      <PageMeta title={BLOG_TITLE} description={BLOG_DESCRIPTION} path="/blog" />
      <div className="page__header">
        <h1 className="page__title">{BLOG_TITLE}</h1>
        <p className="page__lead">
          Practical advice for writing cold emails that get opened, read and answered.
        </p>
      </div>
      <ul className="article-grid">
        {listed.map((article) => {
          const titleId = `article-${article.slug}-title`;
          return (
            <li key={article.slug} className="card article-card">
              <p className="article-card__meta">
                <time dateTime={article.date}>{formatLongDate(article.date)}</time>
                <span aria-hidden="true"> · </span>
                <span>{article.readTime} min read</span>
              </p>
              <h2 id={titleId} className="article-card__title">
                {article.title}
              </h2>
              <p className="article-card__description">{article.description}</p>
              <Link className="article-card__link" to={`/blog/${article.slug}`} aria-describedby={titleId}>
                Read article
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
