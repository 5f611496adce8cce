import { Link } from 'react-router-dom';
import { gbp, percent, ratesFor } from '../../engine/index.ts';
import { calculatorRoute } from '../../widgets/index.ts';
import { PropertyIncomeCalculator } from './widget/component.tsx';
import {
  BenefitTiles,
  CALCULATOR_LINKS,
  Disclaimer,
  ESTIMATES_DISCLAIMER,
  RelatedGuides,
  ResourceLinks,
  CALCULATOR_EYEBROW,
  type CalculatorPageRoute,
} from '../../site/components/calculator-page.tsx';
import { CalculatorPageCard } from '../../site/components/calculator-frame.tsx';
import { ShareableCalculator } from '../../site/components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../../site/components/use-calculator-page-year.ts';
import { Prose, Section } from '../../site/components/ui.tsx';
import { BOOKING_ANCHOR } from '../../site/content/practice.ts';

export const route = {
  title: 'Landlord Tax Calculator {year}',
  description:
    'Work out the income tax on your rental profit for {year}, with the mortgage interest relief, the property allowance and a company compared, free and instantly.',
  heading: 'Landlord Tax Calculator',
  structuredData: 'calculator',
  priority: 0.8,
  header: { label: 'Landlord Tax Calculator', group: 'Resources', order: 2.8 },
  footer: { label: 'Landlord Tax Calculator', group: 'Resources', order: 3.8 },
} satisfies CalculatorPageRoute;

export function LandlordTaxCalculatorPage() {
  const { year, label, yearProps } = useCalculatorPageYear();
  const { incomeTax: it, property, paymentsOnAccount: poa } = ratesFor(year);
  const ownRates = property.basicRate !== it.basicRate;
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-10">
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="Landlord Tax Calculator"
              intro="The income tax on your rental profit, with your mortgage interest relief."
            >
              <ShareableCalculator kind="property" bookingUrl={BOOKING_ANCHOR} {...yearProps}>
                {({ prefill, ...sharing }) => (
                  <PropertyIncomeCalculator {...prefill} {...sharing} />
                )}
              </ShareableCalculator>
            </CalculatorPageCard>
            <Prose figures>
              <h2>How a landlord’s tax is worked out for {label}</h2>
              <p>
                Your rental profit is your share of the rents less your share of the allowable
                expenses: repairs, letting agents, insurance, ground rent and the like. Mortgage
                interest and other finance costs are not deducted from it. Instead they give a tax
                reduction of {percent(property.basicRate)} of the lowest of your finance costs (with
                any brought forward), your rental profit and your income above the personal
                allowance; what that leaves unrelieved is carried forward to next year.
              </p>
              <p>
                The profit is taxed on top of your other income, such as a job’s pay or a trade’s
                profit, so it often falls in the higher rate band even when your pay does not.{' '}
                {ownRates
                  ? `From ${label} property income has rates of its own: ${percent(property.basicRate)}, ${percent(property.higherRate)} and ${percent(property.additionalRate)}, where pay is taxed at ${percent(it.basicRate)}, ${percent(it.higherRate)} and ${percent(it.additionalRate)}.`
                  : `In ${label} it is taxed at the same rates as pay: ${percent(it.basicRate)}, ${percent(it.higherRate)} and ${percent(it.additionalRate)}.`}{' '}
                Your personal allowance of {gbp(it.personalAllowance)} shrinks by £1 for every £2 of
                income over {gbp(it.personalAllowanceIncomeLimit)}, rents included.
              </p>
              <h3>The property allowance</h3>
              <p>
                If your share of the rents is small, you can deduct the {gbp(property.allowance)}{' '}
                property allowance instead of your expenses; you then get no finance-cost relief.
                The calculator says which of the two leaves you more.
              </p>
              <h3>Joint owners and furnished holiday lets</h3>
              <p>
                Joint owners are each taxed on their own share of the profit. Furnished holiday lets
                have been taxed like any other letting since 6 April 2025, so their mortgage
                interest is relieved in the same way.
              </p>
              <h3>Payments on account and Making Tax Digital</h3>
              <p>
                Once the tax through your return reaches {gbp(poa.minimumLiability)}, HMRC asks for
                next year’s in advance: two payments on account, each {percent(poa.instalmentShare)}{' '}
                of this year’s bill. Making Tax Digital for Income Tax counts your rents, with any
                trading turnover, towards its threshold; the calculator says from when it would
                apply to you.
              </p>
              <h3>Personally or through a company?</h3>
              <p>
                A company deducts all its finance costs and pays corporation tax, but you pay tax
                again when you take the profit out, and moving properties into a company usually
                brings stamp duty land tax and capital gains tax. The calculator sets the two side
                by side and lists what the figures leave out; talk it through with us before you
                move anything.
              </p>
            </Prose>
          </div>
          <div className="space-y-6">
            <p>
              Do you trade as well as let?{' '}
              <Link
                to={calculatorRoute('self-employed')}
                className="font-semibold text-brand-700 underline"
              >
                The self-employed tax calculator
              </Link>{' '}
              works out the tax on your trading profit.
            </p>
            <RelatedGuides path={calculatorRoute('property')} />
            <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
      <BenefitTiles />
    </>
  );
}
