// One guide's page: its front matter (title, description, dates, calculator) and its body, which the
// build renders from Markdown to HTML (scripts/guides.ts): the body arrives as its own small chunk,
// loaded before the page renders, so the prerendered and the hydrated page are the same.
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../widgets/index.ts';
import { ArrowRightIcon } from '../components/icons.tsx';
import { ButtonLink, Container, Section } from '../components/ui.tsx';
import { GUIDES, GUIDES_PATH, guidePath, type GuideMeta } from '../content/guides.ts';
import { CLAIMS } from '../content/practice.ts';

// Each guide's body, by file, built into its own chunk.
const BODIES = import.meta.glob<string>('../content/guides/*.md', {
  query: '?guide',
  import: 'default',
});

const longDate = (date: string) => formatLongDate(new Date(`${date}T00:00:00Z`));

// The guide's HTML is the build's rendering of a Markdown file in this repository, not a visitor's.
const PROSE =
  'max-w-3xl text-base leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-950 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:space-y-1.5 [&_ol]:mt-4 [&_ol]:space-y-1.5 [&_ul>li]:ml-5 [&_ul>li]:list-disc [&_ol>li]:ml-5 [&_ol>li]:list-decimal [&_strong]:font-semibold [&_strong]:text-ink-900 [&_table]:mt-4 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border-b [&_th]:border-ink-200 [&_th]:bg-ink-50 [&_th]:px-2 [&_th]:py-2 sm:[&_th]:px-3 [&_th]:text-left [&_td]:border-b [&_td]:border-ink-100 [&_td]:px-2 [&_td]:py-2 sm:[&_td]:px-3 [&_td]:align-top';

/** The calculator page a guide goes with, as the route table describes it. */
export type CalculatorLink = { path: string; name: string; description: string };

/**
 * The page of one guide, once its body has loaded; `calculator` is its calculator's page, when the
 * site has it.
 */
export async function guidePage(
  guide: GuideMeta,
  calculator: CalculatorLink | null,
): Promise<ComponentType> {
  const load = BODIES[`../content/guides/${guide.slug}.md`];
  if (!load) throw new Error(`No guide ${guide.slug}`);
  const html = await load();
  return Object.assign(() => <GuidePage guide={guide} html={html} calculator={calculator} />, {
    // The module's page, for the route table's test that every page module is routed.
    page: GuidePage,
  });
}

export function GuidePage({
  guide,
  html,
  calculator,
}: {
  guide: GuideMeta;
  html: string;
  calculator: CalculatorLink | null;
}) {
  const others = GUIDES.filter((other) => other.slug !== guide.slug);
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-10 sm:py-14">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
            <Link to={GUIDES_PATH} className="font-medium text-brand-700 underline">
              Guides
            </Link>
          </nav>
          <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-ink-950 sm:text-4xl">
            {guide.title}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-ink-600" data-figure="">
            {guide.description}
          </p>
          <p className="mt-4 text-sm text-ink-600">
            Written <time dateTime={guide.date}>{longDate(guide.date)}</time> · Reviewed{' '}
            <time dateTime={guide.reviewedOn}>{longDate(guide.reviewedOn)}</time> by one of our{' '}
            {CLAIMS.credentials.members}
          </p>
        </Container>
      </section>
      <Section reveal={false} className="pt-4 sm:pt-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_18rem]">
          <article
            className={PROSE}
            data-figure=""
            data-guide-body=""
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <aside className="space-y-6" aria-label="With this guide">
            {calculator ? (
              <div className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
                <h2 className="font-semibold text-ink-950">Your own figures</h2>
                <p className="mt-1 text-sm text-ink-600">{calculator.description}</p>
                <Link
                  to={calculator.path}
                  className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
                >
                  {calculator.name}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </div>
            ) : null}
            <div className="rounded-2xl bg-brand-950 p-5 text-ink-100">
              <h2 className="font-semibold text-white">What we would charge</h2>
              <p className="mt-1 text-sm text-ink-200">
                A fixed fee for your case, itemised and including VAT, in a minute.
              </p>
              <ButtonLink to="/quote" variant="gold" className="mt-4 w-full">
                Get an instant quote
              </ButtonLink>
            </div>
            <nav aria-label="More guides" className="rounded-2xl bg-white p-5 ring-1 ring-ink-100">
              <h2 className="font-semibold text-ink-950">More guides</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {others.map((other) => (
                  <li key={other.slug}>
                    <Link to={guidePath(other.slug)} className="text-brand-700 underline">
                      {other.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
        </div>
      </Section>
    </>
  );
}
