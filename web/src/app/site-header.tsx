import { Link, NavLink } from 'react-router-dom';
import { site } from 'virtual:site';
import { Logo } from '../components/logo.tsx';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <Logo size={28} />
          <span>{site.shortName}</span>
        </Link>
        <nav aria-label="Main">
          <NavLink to="/blog" className="site-header__link">
            Blog
          </NavLink>
        </nav>
      </div>
    </header>
  );
}
