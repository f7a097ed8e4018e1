import { Link } from 'react-router-dom';
import { site } from 'virtual:site';
import { PrivacyChoicesLink } from '../features/consent/index.ts';

const LEGAL_LINKS = [
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
  { to: '/cookie-policy', label: 'Cookie Policy' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">
          <strong>{site.shortName}</strong>: {site.tagline}
        </p>
        <nav aria-label="Legal and contact">
          <ul className="site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <PrivacyChoicesLink />
            </li>
            <li>
              <a href={`mailto:${site.contactEmail}`}>Contact</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
