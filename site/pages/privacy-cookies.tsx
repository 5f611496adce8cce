import { Hero } from '../components/hero.tsx';
import { Prose, Section } from '../components/ui.tsx';
import { openCookieDialog } from '../features/cookie-consent/deferred-cookie-consent.tsx';
import { PRACTICE, officeAddress } from '../content/practice.ts';

const headOffice = PRACTICE.offices[0]!;

export function PrivacyCookiesPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Legal"
        title="Privacy and Cookie Policy"
        lead="How we collect, use and protect your personal data, and the cookies this website uses."
      />
      <Section reveal={false} className="pt-4 sm:pt-6">
        <div className="mx-auto max-w-3xl">
          <Prose>
            <p className="text-sm text-ink-600">Last updated: 1 April 2025</p>

            <h2>1. Who we are</h2>
            <p>
              {PRACTICE.legalName} (company number {PRACTICE.companyNumber}), trading as{' '}
              {PRACTICE.name}, {officeAddress(headOffice)}, is the controller of the personal data
              described in this policy. You can contact our data protection lead at{' '}
              <a href={`mailto:${PRACTICE.privacyEmail}`}>{PRACTICE.privacyEmail}</a>.
            </p>

            <h2>2. The data we collect</h2>
            <ul>
              <li>Contact details: name, email address, phone number and postal address.</li>
              <li>
                Details you give us when you book a call or become a client, including financial and
                tax information, and identity documents for anti-money-laundering checks.
              </li>
              <li>
                Technical data: IP address, browser type and pages visited, only with your consent
                where cookies are involved.
              </li>
            </ul>
            <p>Our calculators run in your browser; the figures you enter are never sent to us.</p>

            <h2>3. How we use your data</h2>
            <ul>
              <li>To respond to enquiries and arrange consultations.</li>
              <li>To provide accountancy, tax, bookkeeping and payroll services.</li>
              <li>
                To meet our legal and regulatory obligations, including money-laundering checks.
              </li>
              <li>To improve our website, with your consent.</li>
            </ul>

            <h2>4. Our lawful basis</h2>
            <p>
              We rely on the performance of a contract when we provide our services, legal
              obligation for record keeping and identity checks, legitimate interests for replying
              to enquiries and running our business, and consent for analytics and marketing cookies
              and for marketing emails.
            </p>

            <h2>5. Marketing</h2>
            <p>
              We only send marketing emails with your consent, or to clients about similar services,
              and every email includes a link to unsubscribe. We never sell your data.
            </p>

            <h2>6. Who we share data with</h2>
            <p>
              HMRC, Companies House and pension providers when acting for you; our software
              providers (cloud accounting, booking and email), which process data on our
              instructions; our professional body and insurers where required; and law enforcement
              when the law requires it. Where data leaves the UK we use approved safeguards such as
              the UK International Data Transfer Agreement.
            </p>

            <h2>7. Security and retention</h2>
            <p>
              Data is encrypted in transit and at rest, access is limited to staff who need it, and
              staff are trained in data protection. We keep client records for six years after the
              end of our engagement, as tax and anti-money-laundering law requires, and enquiries
              that do not lead to an engagement for 12 months.
            </p>

            <h2>8. Your rights</h2>
            <p>
              You have the right to access, correct or delete your data, to restrict or object to
              its use, to data portability and to withdraw consent at any time. Email{' '}
              <a href={`mailto:${PRACTICE.privacyEmail}`}>{PRACTICE.privacyEmail}</a> and we will
              respond within one month.
            </p>

            <h2>9. Cookies</h2>
            <p>We group the cookies and similar technologies on this site into four types:</p>
            <ul>
              <li>
                <strong>Necessary</strong>: needed for the site to work and to remember your cookie
                choice. Always on.
              </li>
              <li>
                <strong>Analytics</strong>: Google Analytics, to count visits and see which pages
                help. Only with your consent.
              </li>
              <li>
                <strong>Marketing</strong>: Google Ads conversion measurement. Only with your
                consent.
              </li>
              <li>
                <strong>Functional</strong>: the booking calendar and chat features that remember
                your preferences. Only with your consent.
              </li>
            </ul>
            <p>
              You can change your choice at any time:{' '}
              <button
                type="button"
                onClick={() => void openCookieDialog()}
                className="font-medium text-brand-700 underline"
              >
                manage cookie preferences
              </button>
              .
            </p>

            <h2>10. Contact us</h2>
            <p>
              Write to us at {officeAddress(headOffice)}, email{' '}
              <a href={`mailto:${PRACTICE.privacyEmail}`}>{PRACTICE.privacyEmail}</a> or call{' '}
              <a href={`tel:${PRACTICE.phone.tel}`}>{PRACTICE.phone.display}</a>.
            </p>

            <h2>11. Changes to this policy</h2>
            <p>
              We review this policy every year and when our services change. The date at the top
              shows when it was last updated; significant changes are announced on this page.
            </p>

            <h2>12. Supervisory authority</h2>
            <p>
              If you are unhappy with how we handle your data, please tell us first. You also have
              the right to complain to the Information Commissioner’s Office (ICO), the UK
              supervisory authority, at ico.org.uk or on 0303 123 1113.
            </p>
          </Prose>
        </div>
      </Section>
    </>
  );
}
