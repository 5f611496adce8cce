import { AccountsFeeTable, SelfAssessmentFeeTable } from '../components/fee-tables.tsx';
import { Hero } from '../components/hero.tsx';
import { ButtonLink, Section, SectionHeader } from '../components/ui.tsx';
import {
  ACCOUNTS_SPECIAL_OFFER,
  BOOKKEEPING_PACKAGES,
  COMPANY_PACKAGES,
  PAYROLL_PACKAGES,
  TAX_SERVICE_CARDS,
  VAT_PERCENT,
  companyPackageCard,
  formatPounds,
  withVat,
  type PriceCard,
} from '../content/fees.ts';
import { contactHref } from '../content/topics.ts';

const JUMP_LINKS = [
  { label: 'Company accounts', to: '#accounts' },
  { label: 'Self-assessment', to: '#self-assessment' },
  { label: 'Company registration', to: '#company-registration' },
  { label: 'Tax and VAT', to: '#tax' },
  { label: 'Bookkeeping', to: '#bookkeeping' },
  { label: 'Payroll', to: '#payroll' },
];

function PriceList({ rows, caption }: { rows: PriceCard[]; caption: string }) {
  return (
    <div
      data-price=""
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100"
    >
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="px-4 pt-4 text-left text-sm text-ink-600">{caption}</caption>
        <thead className="bg-ink-50 text-sm text-ink-700">
          <tr>
            <th scope="col" className="px-4 py-3">
              Service
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title} className="border-t border-ink-100">
              <th scope="row" className="px-4 py-4 align-top font-medium text-ink-900">
                {row.title}
                {row.band ? <span className="font-normal text-ink-600"> · {row.band}</span> : null}
                <span className="mt-1 block text-sm font-normal text-ink-600">
                  {row.description}
                </span>
              </th>
              {/* The price keeps to one line; its notes wrap, so the description keeps its room. */}
              <td className="w-40 px-4 py-4 text-right align-top font-semibold text-ink-950 sm:w-56">
                <span className="whitespace-nowrap">{row.price}</span>
                {row.priceNote ? (
                  <span className="block text-sm font-normal text-ink-600">{row.priceNote}</span>
                ) : null}
                <span className="block text-sm font-normal text-ink-600">{row.qualifier}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PricingPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Pricing"
        title="Fixed Fees, No Surprises"
        lead="Every price we charge, agreed before we start. No hourly billing, and monthly payments at no extra cost."
      >
        <nav aria-label="Jump to" className="mt-8">
          <ul className="flex flex-wrap justify-center gap-2">
            {JUMP_LINKS.map((link) => (
              <li key={link.to}>
                <ButtonLink to={link.to} variant="secondary">
                  {link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      </Hero>

      <Section id="accounts" labelledBy="pricing-accounts" reveal={false}>
        <SectionHeader
          id="pricing-accounts"
          eyebrow="Limited companies"
          title="Company accounts and corporation tax"
          lead={`Year-end accounts, CT600 and confirmation statement. Prices exclude VAT at ${VAT_PERCENT}.`}
        />
        <div className="mx-auto max-w-4xl space-y-6">
          <AccountsFeeTable />
          <p className="rounded-2xl bg-gold-300/30 p-5 text-ink-800 ring-1 ring-gold-400/60">
            <strong>Special offer:</strong> {ACCOUNTS_SPECIAL_OFFER.eligibility.toLowerCase()} from{' '}
            {formatPounds(ACCOUNTS_SPECIAL_OFFER.annualFrom)} + VAT per year (
            {formatPounds(withVat(ACCOUNTS_SPECIAL_OFFER.annualFrom))} including VAT).{' '}
            {ACCOUNTS_SPECIAL_OFFER.scope}.
          </p>
        </div>
      </Section>

      <Section tone="muted" id="self-assessment" labelledBy="pricing-sa">
        <SectionHeader
          id="pricing-sa"
          eyebrow="Individuals"
          title="Self-assessment tax returns"
          lead="Prices include VAT."
        />
        <div className="mx-auto max-w-4xl">
          <SelfAssessmentFeeTable />
        </div>
      </Section>

      <Section id="company-registration" labelledBy="pricing-cr">
        <SectionHeader
          id="pricing-cr"
          eyebrow="New companies"
          title="Company registration packages"
          lead={`Prices exclude VAT at ${VAT_PERCENT}; the price including VAT is shown alongside.`}
        />
        <div className="mx-auto max-w-4xl">
          <PriceList
            caption="Company formation packages, each including everything in the one before."
            rows={COMPANY_PACKAGES.map(companyPackageCard)}
          />
        </div>
      </Section>

      <Section tone="muted" id="tax" labelledBy="pricing-tax">
        <SectionHeader id="pricing-tax" eyebrow="Tax" title="Tax returns and VAT" />
        <div className="mx-auto max-w-4xl">
          <PriceList
            rows={TAX_SERVICE_CARDS}
            caption="Tax services, fixed fees excluding VAT. Self-assessment returns for the self-employed and landlords are priced above."
          />
        </div>
      </Section>

      <Section id="bookkeeping" labelledBy="pricing-bookkeeping">
        <SectionHeader
          id="pricing-bookkeeping"
          eyebrow="Bookkeeping"
          title="Bookkeeping packages"
        />
        <div className="mx-auto max-w-4xl">
          <PriceList rows={BOOKKEEPING_PACKAGES} caption="Monthly bookkeeping, excluding VAT." />
        </div>
      </Section>

      <Section tone="muted" id="payroll" labelledBy="pricing-payroll">
        <SectionHeader id="pricing-payroll" eyebrow="Payroll" title="Payroll packages" />
        <div className="mx-auto max-w-4xl">
          <PriceList rows={PAYROLL_PACKAGES} caption="Monthly payroll, excluding VAT." />
          <p className="mt-6 text-center text-ink-600">
            Business advisory is priced to each project. Ask for a quote on a free call.
          </p>
          <div className="mt-6 text-center">
            <ButtonLink to={contactHref('fixed-quote')} size="lg">
              Get a fixed quote
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
