import { useState } from 'react';
import { Tabs } from 'radix-ui';
import { CALCULATORS, calculatorRoute, decodeFragment } from '../../widgets/index.ts';
import { DirectorCalculator } from '../../calculators/director/widget/component.tsx';
import { SelfEmployedCalculator } from '../../calculators/self-employed/widget/component.tsx';
import {
  BenefitTiles,
  CALCULATOR_LINKS,
  Disclaimer,
  ESTIMATES_DISCLAIMER,
  RelatedGuides,
  ResourceLinks,
  CALCULATOR_EYEBROW,
  type ResourceLink,
} from '../components/calculator-page.tsx';
import { CalculatorPageCard } from '../components/calculator-frame.tsx';
import { ShareableCalculator } from '../components/shareable-calculator.tsx';
import { useCalculatorPageYear } from '../components/use-calculator-page-year.ts';
import { Section, cx } from '../components/ui.tsx';
import { BOOKING_ANCHOR } from '../content/practice.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

const tabClass = cx(
  'flex-1 rounded-lg px-4 py-2.5 text-sm font-semibold text-ink-700 transition-colors sm:flex-none sm:px-6',
  'hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
);

type Tab = 'self-employed' | 'director';

// Every calculator and the page it lives on, as the registry declares them.
const EVERY_CALCULATOR: ResourceLink[] = CALCULATORS.map(({ title, description, route }) => ({
  label: title,
  to: route,
  text: description,
}));

export function TaxCalculatorPage() {
  const onClient = useHydrated();
  const [chosen, setChosen] = useState<Tab | null>(null);
  // Until the visitor picks a tab, a shared director link opens on the director's tab.
  const tab: Tab =
    chosen ??
    (onClient && decodeFragment(window.location.hash, 'director') ? 'director' : 'self-employed');
  // Each tab keeps its own year, for its printed record.
  const selfEmployedYear = useCalculatorPageYear().yearProps;
  const directorYear = useCalculatorPageYear().yearProps;
  return (
    <>
      <Section reveal={false} className="pt-4 sm:pt-8">
        <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
          <Tabs.Root value={tab} onValueChange={(value) => setChosen(value as Tab)}>
            <CalculatorPageCard
              eyebrow={CALCULATOR_EYEBROW}
              title="UK Tax Calculators"
              intro="Income tax and National Insurance for the self-employed and company directors."
              controls={
                <Tabs.List
                  aria-label="Calculator type"
                  className="inline-flex w-full gap-1 rounded-xl bg-ink-100 p-1 sm:w-auto"
                >
                  <Tabs.Trigger value="self-employed" className={tabClass}>
                    Self-Employed
                  </Tabs.Trigger>
                  <Tabs.Trigger value="director" className={tabClass}>
                    Company Director
                  </Tabs.Trigger>
                </Tabs.List>
              }
            >
              <Tabs.Content value="self-employed">
                <ShareableCalculator
                  kind="self-employed"
                  bookingUrl={BOOKING_ANCHOR}
                  {...selfEmployedYear}
                >
                  {({ prefill, ...sharing }) => (
                    <SelfEmployedCalculator {...prefill} {...sharing} />
                  )}
                </ShareableCalculator>
              </Tabs.Content>
              <Tabs.Content value="director">
                <ShareableCalculator kind="director" bookingUrl={BOOKING_ANCHOR} {...directorYear}>
                  {({ prefill, ...sharing }) => <DirectorCalculator {...prefill} {...sharing} />}
                </ShareableCalculator>
              </Tabs.Content>
            </CalculatorPageCard>
          </Tabs.Root>
          <div className="space-y-6">
            <ResourceLinks title="All our calculators" links={EVERY_CALCULATOR} />
            <RelatedGuides path={calculatorRoute('self-employed')} />
            <ResourceLinks title="Need more help?" links={CALCULATOR_LINKS} />
            <Disclaimer>{ESTIMATES_DISCLAIMER}</Disclaimer>
          </div>
        </div>
      </Section>
      <BenefitTiles />
    </>
  );
}
