import { Link } from 'react-router-dom';
import { PRACTICE, officeAddress } from '../content/practice.ts';
import { openCookieDialog } from '../features/cookie-consent/deferred-cookie-consent.tsx';
import { Logo } from './logo.tsx';
import { FOOTER_GROUPS } from './navigation.ts';

export function Footer() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div>
            <Link to="/" className="inline-block rounded-md">
              <Logo dark />
              <span className="sr-only"> home</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed">
              {PRACTICE.tagline}. Fixed-fee accounts, tax, bookkeeping and payroll for small
              businesses, freelancers and landlords.
            </p>
            <address className="mt-6 space-y-3 text-sm not-italic">
              {PRACTICE.offices.map((office) => (
                <p key={office.id}>
                  <span className="block font-medium text-white">{office.name}</span>
                  {officeAddress(office)}
                </p>
              ))}
              <p>
                <a className="hover:text-white" href={`tel:${PRACTICE.phone.tel}`}>
                  {PRACTICE.phone.display}
                </a>
                {' · '}
                <a className="hover:text-white" href={`mailto:${PRACTICE.email}`}>
                  {PRACTICE.email}
                </a>
              </p>
            </address>
          </div>
          <div className="grid gap-8 sm:grid-cols-3">
            {FOOTER_GROUPS.map((group) => (
              <nav key={group.label} aria-labelledby={`footer-${group.label}`}>
                <h2
                  id={`footer-${group.label}`}
                  className="text-sm font-semibold tracking-wide text-white uppercase"
                >
                  {group.label}
                </h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className="hover:text-white hover:underline">
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {PRACTICE.copyrightYear} {PRACTICE.legalName}. Registered in England and Wales,
            company no. {PRACTICE.companyNumber}.
          </p>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Link to="/privacy-cookies" className="hover:text-white hover:underline">
              Privacy &amp; Cookie Policy
            </Link>
            <button
              type="button"
              onClick={() => void openCookieDialog()}
              className="text-left hover:text-white hover:underline"
            >
              Manage Cookies
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
