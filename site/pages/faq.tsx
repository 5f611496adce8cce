import { Tabs } from 'radix-ui';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { Hero } from '../components/hero.tsx';
import { ButtonLink, Section, cx } from '../components/ui.tsx';
import { FAQ_TABS } from '../content/faq.ts';
import { contactHref } from '../content/topics.ts';

const tabClass = cx(
  'rounded-lg px-4 py-2.5 text-sm font-semibold text-ink-700 transition-colors sm:px-5',
  'hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
);

export function FaqPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Help centre"
        title="Frequently Asked Questions"
        lead="Straight answers about our services, fees and how we work. Can’t find yours? Ask us."
      />
      <Section labelledBy="faq-title" reveal={false} className="pt-4 sm:pt-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
            FAQ&apos;s
          </h2>
          <Tabs.Root defaultValue={FAQ_TABS[0]!.id} className="mt-8">
            <Tabs.List
              aria-label="FAQ topics"
              className="mx-auto mb-8 flex w-full flex-wrap justify-center gap-1 rounded-xl bg-ink-100 p-1 sm:w-fit"
            >
              {FAQ_TABS.map((tab) => (
                <Tabs.Trigger key={tab.id} value={tab.id} className={tabClass}>
                  {tab.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {FAQ_TABS.map((tab) => (
              <Tabs.Content key={tab.id} value={tab.id}>
                <FaqAccordion items={tab.items} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center ring-1 ring-brand-100">
            <p className="font-semibold text-ink-900">Still have a question?</p>
            <p className="mt-1 text-ink-600">
              The first consultation is free, and we answer every message within 24 hours.
            </p>
            <ButtonLink to={contactHref('ask-a-question')} className="mt-4">
              Ask an accountant
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
