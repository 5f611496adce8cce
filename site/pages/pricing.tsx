import { AccountsFeeTable, SelfAssessmentFeeTable } from '../components/fee-tables.tsx';
import { Hero } from '../components/hero.tsx';
import { ButtonLink, Section, SectionHeader } from '../components/ui.tsx';
import {
  BOOKKEEPING_PACKAGES,
  COMPANY_PACKAGES,
  PAYROLL_PACKAGES,
  TAX_SERVICE_CARDS,
  VAT_PERCENT,
  companyPackageCard,
  type PriceCard,
} from '../content/fees.ts';
import { contactHref } from '../content/topics.ts';
import { QuoteTool } from '../features/quote/quote-tool.tsx';

const JUMP_LINKS = [
  { label: 'Instant quote', to: '#quote' },
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
        lead={`Your fixed fee in a minute, or every price we charge, below. All include VAT at ${VAT_PERCENT}; businesses see the price before VAT beside it.`}
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

      <Section id="quote" labelledBy="pricing-quote" reveal={false}>
        <SectionHeader
          id="pricing-quote"
          eyebrow="Instant quote"
          title="What would we charge you?"
          lead="Answer a few questions: your fee shows as you go, per year and per month, itemised."
        />
        <QuoteTool headingLevel={3} />
      </Section>

      <Section tone="muted" id="accounts" labelledBy="pricing-accounts">
        <SectionHeader
          id="pricing-accounts"
          eyebrow="Limited companies"
          title="Company accounts and corporation tax"
          lead="Year-end accounts, CT600 and confirmation statement, by the people in the company, directors included."
        />
        <div className="mx-auto max-w-4xl">
          <AccountsFeeTable />
        </div>
      </Section>

      <Section id="self-assessment" labelledBy="pricing-sa">
        <SectionHeader
          id="pricing-sa"
          eyebrow="Individuals"
          title="Self-assessment tax returns"
          lead="One fixed fee for each return, and a fixed addition for anything it carries."
        />
        <div className="mx-auto max-w-4xl">
          <SelfAssessmentFeeTable />
        </div>
      </Section>

      <Section tone="muted" id="company-registration" labelledBy="pricing-cr">
        <SectionHeader
          id="pricing-cr"
          eyebrow="New companies"
          title="Company registration packages"
        />
        <div className="mx-auto max-w-4xl">
          <PriceList
            caption="Company formation packages, each including everything in the one before."
            rows={COMPANY_PACKAGES.map(companyPackageCard)}
          />
        </div>
      </Section>

      <Section id="tax" labelledBy="pricing-tax">
        <SectionHeader id="pricing-tax" eyebrow="Tax" title="Tax returns and VAT" />
        <div className="mx-auto max-w-4xl">
          <PriceList
            rows={TAX_SERVICE_CARDS}
            caption="Tax services, fixed fees including VAT. Every self-assessment return is priced above."
          />
        </div>
      </Section>

      <Section tone="muted" id="bookkeeping" labelledBy="pricing-bookkeeping">
        <SectionHeader
          id="pricing-bookkeeping"
          eyebrow="Bookkeeping"
          title="Bookkeeping packages"
        />
        <div className="mx-auto max-w-4xl">
          <PriceList rows={BOOKKEEPING_PACKAGES} caption="Monthly bookkeeping, including VAT." />
        </div>
      </Section>

      <Section id="payroll" labelledBy="pricing-payroll">
        <SectionHeader id="pricing-payroll" eyebrow="Payroll" title="Payroll packages" />
        <div className="mx-auto max-w-4xl">
          <PriceList rows={PAYROLL_PACKAGES} caption="Monthly payroll, including VAT." />
          <p className="mt-6 text-center text-ink-600">
            Business advisory is priced to each project, as a fixed fee agreed before we start.
          </p>
          <div className="mt-6 text-center">
            <ButtonLink to={contactHref('strategy-session', { booking: true })} size="lg">
              Book a free call
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
