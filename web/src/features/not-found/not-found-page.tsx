import { Link } from 'react-router-dom';
import { pageTitle } from '../../components/page-meta.tsx';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      {/* No canonical URL or social tags: the page stands in for any unknown path. */}
      <title>{pageTitle('Page Not Found')}</title>
      <meta name="robots" content="noindex" />
      <div className="card not-found__card">
        <h1 className="not-found__title">404 Page Not Found</h1>
        <p className="not-found__hint">Did you forget to add the page to the router?</p>
        <Link to="/" className="button button--primary">
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
