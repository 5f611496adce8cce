import { PayrollCalculator } from '../../calculators/payroll/widget/component.tsx';
import { CalculatorCard } from '../components/calculator-frame.tsx';
import { ShareableCalculator } from '../components/shareable-calculator.tsx';
import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import { PriceCards } from '../components/price-cards.tsx';
import { ButtonLink, Section, SectionHeader, CheckList } from '../components/ui.tsx';
import { FROM_PRICES, PAYROLL_PACKAGES, formatPounds } from '../content/fees.ts';
import { encodeQuote, startingAnswers } from '../content/quote.ts';
import { BOOKING_ANCHOR } from '../content/practice.ts';
import { PAYROLL_COMPLIANCE, PAYROLL_REASONS } from '../content/services.ts';
import { PAYROLL_STATS } from '../content/stats.ts';

export function PayrollPage() {
  return (
    <>
      <Hero
        title="Hassle-Free Payroll Services"
        eyebrow={`Managed payroll from ${formatPounds(FROM_PRICES.payroll.fee.gross)} a month including VAT`}
        lead="Payslips, RTI submissions, pensions and statutory pay handled for you, with same-day processing for changes sent by 2pm."
        actions={
          <ButtonLink
            to={`/quote#${encodeQuote({ ...startingAnswers('company'), employees: 1 })}`}
            variant="gold"
            size="lg"
          >
            Get an instant quote
          </ButtonLink>
        }
        // The calculator beside the pitch, so its first field shows without scrolling.
        holdsTool
        aside={
          <CalculatorCard id="calculator">
            <ShareableCalculator kind="payroll" bookingUrl={BOOKING_ANCHOR} taxYear={null}>
              {({ prefill, bookingUrl, onCalculate }) => (
                <PayrollCalculator {...prefill} bookingUrl={bookingUrl} onCalculate={onCalculate} />
              )}
            </ShareableCalculator>
          </CalculatorCard>
        }
      />

      <Section labelledBy="pr-packages">
        <SectionHeader
          id="pr-packages"
          eyebrow="Packages"
          title="Payroll packages"
          lead="Monthly fixed fees including VAT, the price before VAT beneath, by the number of employees you pay."
        />
        <PriceCards cards={PAYROLL_PACKAGES} />
      </Section>

      <Section tone="muted" labelledBy="pr-why">
        <SectionHeader id="pr-why" eyebrow="Why us" title="Why Choose Our Payroll?" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PAYROLL_REASONS.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-white p-6 ring-1 ring-ink-100">
              <h3 className="font-semibold">{reason.title}</h3>
              <p className="mt-2 text-sm text-ink-600">{reason.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="dark" labelledBy="pr-stats" className="bg-brand-950">
        <h2 id="pr-stats" className="sr-only">
          Payroll in numbers
        </h2>
        <StatsGrid stats={PAYROLL_STATS} dark />
      </Section>

      <Section labelledBy="pr-compliance">
        <SectionHeader
          id="pr-compliance"
          eyebrow="Compliance"
          title="Stay Compliant"
          lead="Payroll rules change every April. We keep up so you do not have to."
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {PAYROLL_COMPLIANCE.map((topic) => (
            <li
              key={topic.title}
              className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{topic.title}</h3>
              <p className="mt-2 text-ink-600">{topic.text}</p>
            </li>
          ))}
        </ul>
        <CheckList
          className="mx-auto mt-10 max-w-2xl"
          items={[
            'Changes submitted by 2pm processed the same day',
            'Year-end P60s and P11Ds included in every package',
          ]}
        />
      </Section>
    </>
  );
}
