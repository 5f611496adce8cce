import { ExpenseCalculator } from '../../calculators/expenses/widget/component.tsx';
import { CalculatorCard } from '../components/calculator-frame.tsx';
import { ShareableCalculator } from '../components/shareable-calculator.tsx';
import { Hero } from '../components/hero.tsx';
import { BuildingIcon, ChartIcon, DocumentIcon, UsersIcon } from '../components/icons.tsx';
import { PriceCards } from '../components/price-cards.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, FeatureCards, Section, SectionHeader } from '../components/ui.tsx';
import { BOOKKEEPING_PACKAGES, FROM_PRICES, formatPounds } from '../content/fees.ts';
import { encodeQuote, startingAnswers } from '../content/quote.ts';
import { BOOKING_ANCHOR } from '../content/practice.ts';
import { BOOKKEEPING_STEPS } from '../content/services.ts';

const INDUSTRY_CARDS = [
  {
    icon: ChartIcon,
    title: 'E-commerce',
    text: 'Shopify, Amazon and marketplace payouts reconciled to the penny, fees and refunds included.',
  },
  {
    icon: BuildingIcon,
    title: 'Construction',
    text: 'Job costing, CIS deductions and the domestic reverse charge for VAT handled correctly.',
  },
  {
    icon: UsersIcon,
    title: 'Professional Services',
    text: 'Time-based billing, work in progress and partner drawings kept clear.',
  },
  {
    icon: DocumentIcon,
    title: 'Retail',
    text: 'EPOS takings, stock and card settlements matched daily.',
  },
];

export function BookkeepingPage() {
  return (
    <>
      <Hero
        title="Bookkeeping That Grows Your Business"
        eyebrow={`Cloud bookkeeping from ${formatPounds(FROM_PRICES.bookkeeping.fee.gross)} a month including VAT`}
        lead="Accurate books every month, so you always know your profit, your cash and your tax, and your year-end costs less."
        actions={
          <>
            <ButtonLink
              to={`/quote#${encodeQuote({ ...startingAnswers('sole-trader'), bookkeeping: true })}`}
              variant="gold"
              size="lg"
            >
              Get an instant quote
            </ButtonLink>
            <ButtonLink to="#packages" variant="ghost-light" size="lg">
              See the packages
            </ButtonLink>
          </>
        }
        // The expense calculator beside the pitch, so its first field shows without scrolling.
        holdsTool
        aside={
          <CalculatorCard>
            <ShareableCalculator kind="expenses" bookingUrl={BOOKING_ANCHOR} taxYear={null}>
              {({ prefill, bookingUrl, onCalculate }) => (
                <ExpenseCalculator {...prefill} bookingUrl={bookingUrl} onCalculate={onCalculate} />
              )}
            </ShareableCalculator>
          </CalculatorCard>
        }
      />

      <Section id="packages" labelledBy="bk-packages">
        <SectionHeader
          id="bk-packages"
          eyebrow="Packages"
          title="Bookkeeping packages"
          lead="Monthly fixed fees including VAT, the price before VAT beneath. Change package as your business grows."
        />
        <PriceCards cards={BOOKKEEPING_PACKAGES} />
      </Section>

      <Section tone="muted" labelledBy="bk-industries">
        <SectionHeader id="bk-industries" eyebrow="Industries" title="Books that fit your trade" />
        <FeatureCards items={INDUSTRY_CARDS} columns={4} />
      </Section>

      <Section labelledBy="bk-process">
        <SectionHeader
          id="bk-process"
          eyebrow="Our process"
          title="Four steps to books you can trust"
        />
        <Steps steps={BOOKKEEPING_STEPS} />
      </Section>
    </>
  );
}
