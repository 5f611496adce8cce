import { Link } from 'react-router-dom';
import { SelfEmployedCalculator } from '../../calculators/self-employed/widget/component.tsx';
import { CalculatorCard } from '../components/calculator-frame.tsx';
import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import { ChartIcon, ShieldIcon, UsersIcon } from '../components/icons.tsx';
import { PriceCards } from '../components/price-cards.tsx';
import { ShareableCalculator } from '../components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../components/use-calculator-page-year.ts';
import { ButtonLink, FeatureCards, Section, SectionHeader } from '../components/ui.tsx';
import { FROM_PRICES, TAX_SERVICE_CARDS, fromPriceText } from '../content/fees.ts';
import { BOOKING_ANCHOR } from '../content/practice.ts';
import { TAX_SERVICES_STATS } from '../content/stats.ts';
import { calculatorRoute } from '../../widgets/index.ts';

const WHY = [
  {
    icon: ChartIcon,
    title: 'Tax optimisation',
    text: 'We review your reliefs, allowances and structure every year, not just the numbers on the form.',
  },
  {
    icon: UsersIcon,
    title: 'Year-round support',
    text: 'Questions answered within 24 hours, whether it is July or the week before the deadline.',
  },
  {
    icon: ShieldIcon,
    title: 'HMRC representation',
    text: 'We deal with HMRC letters, compliance checks and enquiries on your behalf.',
  },
];

export function TaxServicesPage() {
  const { yearProps } = useCalculatorPageYear();
  return (
    <>
      <Hero
        title="Tax Services That Save You Money"
        eyebrow="Personal and business tax"
        lead="Returns prepared by chartered certified accountants who look for every legitimate saving, then file on time."
        actions={
          <ButtonLink to="/quote" variant="gold" size="lg">
            Get an instant quote
          </ButtonLink>
        }
        // The calculator beside the pitch, so its first field shows without scrolling.
        holdsTool
        aside={
          <CalculatorCard id="calculator">
            <ShareableCalculator kind="self-employed" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
              {({ prefill, ...sharing }) => <SelfEmployedCalculator {...prefill} {...sharing} />}
            </ShareableCalculator>
          </CalculatorCard>
        }
      />

      <Section labelledBy="ts-services">
        <SectionHeader id="ts-services" eyebrow="Fixed fees" title="Tax services, fairly priced" />
        <PriceCards
          cards={TAX_SERVICE_CARDS}
          note={
            <span className="inline-flex flex-col gap-2">
              <span data-price="">
                Self-employed or a landlord?{' '}
                <Link to="/self-assessment" className="font-medium text-brand-700 underline">
                  {fromPriceText(FROM_PRICES.selfEmployed)}
                </Link>
              </span>
              <span>
                A landlord?{' '}
                <Link
                  to={calculatorRoute('property')}
                  className="font-medium text-brand-700 underline"
                >
                  Work out the tax on your rents
                </Link>
              </span>
              <span data-price="">
                Accounts to prepare as well?{' '}
                <Link to="/accounts-tax" className="font-medium text-brand-700 underline">
                  {fromPriceText(FROM_PRICES.accounts)}
                </Link>
              </span>
              <span>
                Sold shares or a property?{' '}
                <Link
                  to={calculatorRoute('capital-gains')}
                  className="font-medium text-brand-700 underline"
                >
                  Work out the capital gains tax
                </Link>
              </span>
            </span>
          }
        />
      </Section>

      <Section tone="muted" labelledBy="ts-why">
        <SectionHeader id="ts-why" eyebrow="Why choose us" title="Why Choose Ledgerline for Tax" />
        <FeatureCards items={WHY} />
      </Section>

      <Section tone="dark" labelledBy="ts-stats" className="bg-brand-950">
        <h2 id="ts-stats" className="sr-only">
          Results for our clients
        </h2>
        <StatsGrid stats={TAX_SERVICES_STATS} dark />
      </Section>
    </>
  );
}
