import type { ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import type { FaqItem } from '../content/faq.ts';
import { ChevronDownIcon } from './icons.tsx';
import { cx } from './ui.tsx';

/** One item open at a time; the open item closes again when its question is pressed. */
export function FaqAccordion({
  items,
  className,
  headingLevel = 3,
}: {
  items: Array<FaqItem | { question: string; answer: ReactNode }>;
  className?: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Accordion.Root
      type="single"
      collapsible
      className={cx('divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-100', className)}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <Heading className="text-base font-semibold sm:text-lg">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-ink-950 hover:text-brand-800 sm:px-6">
                {item.question}
                <ChevronDownIcon className="size-5 flex-none text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-ink-600 sm:px-6">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
