// The instant quote: a few plain questions, and the fixed fee for the answers beside them, per year
// and per month, itemised, including VAT (and before it, for a business). The rules are
// site/content/quote.ts; this is their form. On /quote the answers travel in the address's fragment,
// as a calculator's scenario does, so the page can be shared and the booking notes carry the quote.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass, cx } from '../../components/ui.tsx';
import { PROPERTY_BANDS, TURNOVER_BANDS, formatPounds, vatQualifier } from '../../content/fees.ts';
import { PAYROLL_FEES } from '../../../engine/index.ts';
import {
  GAINS,
  WHO,
  asks,
  decodeQuote,
  encodeQuote,
  quote,
  startingAnswers,
  type Gains,
  type PropertyChoice,
  type Quote,
  type QuoteAnswers,
  type Who,
} from '../../content/quote.ts';
import { contactHref } from '../../content/topics.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatCount } from '../../../widgets/index.ts';

export const QUOTE_PAGE = '/quote';

const WHO_HINTS: Record<Who, string> = {
  individual: 'Employed, retired, a director or an investor',
  'sole-trader': 'Self-employed, on your own account',
  landlord: 'Letting one or more properties',
  company: 'Your own limited company',
};

/** Typical answers, priced before the visitor has chosen, so the page never starts empty. */
const EXAMPLES: { label: string; answers: QuoteAnswers }[] = [
  { label: 'A sole trader, one trade', answers: startingAnswers('sole-trader') },
  { label: 'A landlord with two flats', answers: startingAnswers('landlord') },
  {
    label: 'An investor with a gain on shares',
    answers: { ...startingAnswers('individual'), gains: 'shares' },
  },
  {
    label: 'A company paying its director a salary',
    answers: { ...startingAnswers('company'), employees: 1 },
  },
];

const MAX_EMPLOYEES = PAYROLL_FEES.maxEmployees;

/** The booking page with this quote in its fragment: the notes carry it to the accountant. */
export function quoteBookingHref(answers: QuoteAnswers): string {
  return `${contactHref('fixed-quote', { booking: true })}&${encodeQuote(answers)}`;
}

/**
 * The quote's questions and its answer. `share` (on /quote): the answers are read from and written
 * to the address's fragment, replacing the history entry as a calculator does.
 */
export function QuoteTool({
  share = false,
  headingLevel = 2,
}: {
  share?: boolean;
  headingLevel?: 2 | 3;
}) {
  const onClient = useHydrated();
  const [answers, setAnswers] = useState<QuoteAnswers | null>(null);
  const [employeesText, setEmployeesText] = useState('0');
  const [read, setRead] = useState(false);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'manual'>('idle');

  // A shared quote's answers, read once the page has hydrated (the prerendered page has none).
  if (share && onClient && !read) {
    setRead(true);
    const opened = decodeQuote(window.location.hash);
    if (opened) {
      setAnswers(opened);
      setEmployeesText(String(opened.employees));
    }
  }

  useEffect(() => {
    if (!share) return;
    // A quote link pasted into the address bar of the page already open.
    const reopen = () => {
      const opened = decodeQuote(window.location.hash);
      if (!opened) return;
      setAnswers(opened);
      setEmployeesText(String(opened.employees));
    };
    window.addEventListener('hashchange', reopen);
    return () => window.removeEventListener('hashchange', reopen);
  }, [share]);

  const employeesValid =
    /^\d{1,4}$/.test(employeesText.trim()) && Number(employeesText) <= MAX_EMPLOYEES;
  const result = answers && employeesValid ? quote(answers) : null;

  const fragment = result ? encodeQuote(result.answers) : null;
  useEffect(() => {
    // Replaces the entry, keeping the router's state: Back still leaves the page.
    if (share && fragment) window.history.replaceState(window.history.state, '', `#${fragment}`);
  }, [share, fragment]);

  function update(next: Partial<QuoteAnswers>) {
    setCopied('idle');
    // A new kind of visitor starts from their own defaults, keeping nothing that does not apply.
    if (next.who && next.who !== answers?.who) {
      setEmployeesText('0');
      setAnswers(startingAnswers(next.who));
      return;
    }
    if (answers) setAnswers({ ...answers, ...next });
  }

  const link = fragment ? `${onClient ? window.location.origin : ''}${QUOTE_PAGE}#${fragment}` : '';
  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('manual');
    }
  }

  const Heading = `h${headingLevel}` as const;
  const resultId = useId();
  const who = answers?.who;

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1.1fr_0.9fr] lg:gap-8" data-quote-tool="">
      <form
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:p-7"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Your answers"
      >
        <Choice
          legend="Who is the quote for?"
          name="who"
          value={who ?? null}
          options={(Object.keys(WHO) as Who[]).map((id) => ({
            value: id,
            label: WHO[id],
            hint: WHO_HINTS[id],
          }))}
          onChange={(value) => update({ who: value })}
          cards
        />
        {answers ? (
          <div className="mt-6 space-y-6 border-t border-ink-100 pt-6">
            {asks(answers.who, 'turnover') ? (
              <Choice
                legend="Turnover, a year"
                name="turnover"
                value={answers.turnover}
                figures
                options={TURNOVER_BANDS.map((band) => ({ value: band.id, label: band.label }))}
                onChange={(value) => update({ turnover: value })}
              />
            ) : null}
            {asks(answers.who, 'properties') ? (
              <Choice<PropertyChoice>
                legend={
                  answers.who === 'landlord' ? 'Properties you let' : 'Properties you let, if any'
                }
                name="properties"
                value={answers.properties}
                options={[
                  ...(answers.who === 'landlord'
                    ? []
                    : [{ value: 'none' as const, label: 'None' }]),
                  ...PROPERTY_BANDS.map((band) => ({ value: band.id, label: band.label })),
                ]}
                onChange={(value) => update({ properties: value })}
              />
            ) : null}
            {asks(answers.who, 'employees') ? (
              <Employees
                text={employeesText}
                valid={employeesValid}
                company={answers.who === 'company'}
                onChange={(text) => {
                  setEmployeesText(text);
                  if (/^\d{1,4}$/.test(text.trim()) && Number(text) <= MAX_EMPLOYEES)
                    update({ employees: Number(text) });
                }}
              />
            ) : null}
            {asks(answers.who, 'gains') ? (
              <Choice<Gains>
                legend="Capital gains this year"
                name="gains"
                value={answers.gains}
                options={(Object.keys(GAINS) as Gains[]).map((id) => ({
                  value: id,
                  label: GAINS[id],
                }))}
                onChange={(value) => update({ gains: value })}
              />
            ) : null}
            <fieldset>
              <legend className="text-sm font-semibold text-ink-900">Anything else?</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {asks(answers.who, 'vatRegistered') ? (
                  <Toggle
                    label="VAT registered"
                    checked={answers.vatRegistered}
                    onChange={(on) => update({ vatRegistered: on })}
                  />
                ) : null}
                {asks(answers.who, 'bookkeeping') ? (
                  <Toggle
                    label="Bookkeeping every month"
                    checked={answers.bookkeeping}
                    onChange={(on) => update({ bookkeeping: on })}
                  />
                ) : null}
                {asks(answers.who, 'foreignIncome') ? (
                  <Toggle
                    label="Income from abroad"
                    checked={answers.foreignIncome}
                    onChange={(on) => update({ foreignIncome: on })}
                  />
                ) : null}
                {asks(answers.who, 'express') ? (
                  <Toggle
                    label="Express filing, in five working days"
                    checked={answers.express}
                    onChange={(on) => update({ express: on })}
                  />
                ) : null}
                {asks(answers.who, 'directorReturn') ? (
                  <Toggle
                    label="The director’s own tax return"
                    checked={answers.directorReturn}
                    onChange={(on) => update({ directorReturn: on })}
                  />
                ) : null}
              </div>
            </fieldset>
          </div>
        ) : null}
        {/* On a phone the total follows the questions down, so the answer is never a scroll away. */}
        {result ? (
          <p className="sticky bottom-0 -mx-5 mt-6 -mb-5 flex items-center justify-between gap-3 rounded-b-2xl border-t border-ink-100 bg-white/95 px-5 py-3 text-sm backdrop-blur lg:hidden">
            <span>
              <span className="font-bold text-ink-950" data-quote-sticky-total="">
                {formatPounds(result.annual.gross)}
              </span>{' '}
              a year including VAT
            </span>
            <a href={`#${resultId}`} className="font-semibold text-brand-700 underline">
              See the breakdown
            </a>
          </p>
        ) : null}
      </form>

      <section
        id={resultId}
        aria-labelledby={`${resultId}-title`}
        className="scroll-mt-24 rounded-2xl bg-brand-950 p-5 text-ink-100 shadow-lg sm:p-7 lg:sticky lg:top-24"
        data-quote-result=""
      >
        <Heading id={`${resultId}-title`} className="text-lg font-semibold text-white">
          Your fixed fee
        </Heading>
        {result ? (
          <QuoteAnswer result={result} copyLink={copyLink} copied={copied} link={link} />
        ) : answers && !employeesValid ? (
          <p className="mt-3 text-ink-200">
            Enter the number of people on the payroll to see your fee.
          </p>
        ) : (
          <Examples />
        )}
      </section>
    </div>
  );
}

function QuoteAnswer({
  result,
  copyLink,
  copied,
  link,
}: {
  result: Quote;
  copyLink: () => void;
  copied: 'idle' | 'copied' | 'manual';
  link: string;
}) {
  const business = result.audience === 'business';
  return (
    <div data-price="">
      {/* Announced as it changes, so a screen reader hears the new fee after each answer. */}
      <p aria-live="polite" aria-atomic="true" className="mt-3" data-quote-total="">
        <span className="block text-4xl font-bold tracking-tight text-white sm:text-5xl">
          {formatPounds(result.annual.gross)}{' '}
          <span className="text-base font-medium tracking-normal text-ink-200">a year</span>
        </span>{' '}
        <span className="mt-1 block text-ink-200">
          {vatQualifier(result.annual, result.audience)[0]!.toUpperCase()}
          {vatQualifier(result.annual, result.audience).slice(1)}, or{' '}
          <strong className="font-semibold text-white">
            {formatPounds(result.monthly.gross)} a month
          </strong>
          {business ? ` (${formatPounds(result.monthly.net)} + VAT)` : ''} by direct debit.
        </span>
      </p>
      <table className="mt-5 w-full border-collapse text-left text-sm">
        <caption className="sr-only">What the fee covers, a year, including VAT</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Service</th>
            <th scope="col">A year</th>
          </tr>
        </thead>
        <tbody>
          {result.items.map((item) => (
            <tr key={item.id} className="border-t border-white/10" data-quote-item={item.id}>
              <th scope="row" className="py-3 pr-3 align-top font-medium text-white">
                {item.label}
                <span className="mt-0.5 block text-xs font-normal text-ink-300">
                  {item.included ??
                    (item.priced.per
                      ? priced(item.priced.fee, item.priced.per, item.audience)
                      : item.detail)}
                </span>
              </th>
              <td className="py-3 text-right align-top whitespace-nowrap">
                <span className="block font-semibold text-white">
                  {item.included ? 'Included' : formatPounds(item.annual.gross)}
                </span>
                {!item.included && item.audience === 'business' ? (
                  <span className="block text-xs text-ink-300">
                    {formatPounds(item.annual.net)} + VAT
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-ink-200">
        The fee we agree is this fee: no ranges, no hourly billing.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Link to={quoteBookingHref(result.answers)} className={buttonClass('gold', 'lg')}>
          Book a free call
        </Link>
        <button
          type="button"
          onClick={copyLink}
          className="rounded-lg px-4 py-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          Copy link
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-200">
        {copied === 'copied' ? 'Link copied: anyone who opens it sees this quote.' : null}
        {copied === 'manual' ? (
          <>
            Copying was refused: the link is <span className="break-all text-white">{link}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** How the fee table sets an item: '£96 a quarter including VAT (£80 + VAT)'. */
function priced(fee: Quote['annual'], per: string | undefined, audience: Quote['audience']) {
  return [formatPounds(fee.gross), per, vatQualifier(fee, audience)].filter(Boolean).join(' ');
}

function Examples() {
  return (
    <div data-price="">
      <p className="mt-3 text-ink-200">
        Choose who the quote is for, and your fee shows here as you answer. Some fixed fees, a year,
        including VAT:
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        {EXAMPLES.map(({ label, answers }) => (
          <li key={label} className="flex justify-between gap-4 border-t border-white/10 pt-2">
            <span>{label}</span>
            <span className="font-semibold text-white">
              {formatPounds(quote(answers).annual.gross)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Option<Value extends string> = { value: Value; label: string; hint?: string };

function Choice<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  cards = false,
  figures = false,
}: {
  legend: string;
  name: string;
  value: Value | null;
  options: Option<Value>[];
  onChange: (value: Value) => void;
  /** Large cards with a hint under each label, rather than pills. */
  cards?: boolean;
  /** The labels are amounts that are not fees (turnover bands). */
  figures?: boolean;
}) {
  const id = useId();
  return (
    <fieldset {...(figures ? { 'data-figure': '' } : {})}>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div
        className={cx(
          'mt-2 grid gap-2',
          cards ? 'grid-cols-1 sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3',
        )}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative flex cursor-pointer flex-col rounded-xl ring-1 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              cards ? 'px-4 py-3' : 'px-3 py-2 text-sm',
              value === option.value
                ? 'bg-brand-50 font-semibold text-brand-900 ring-2 ring-brand-700'
                : 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-300',
            )}
          >
            <input
              type="radio"
              name={`${id}-${name}`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span>{option.label}</span>
            {option.hint ? (
              <span className="mt-0.5 text-sm font-normal text-ink-600">{option.hint}</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm ring-1',
        checked
          ? 'bg-brand-50 font-semibold text-brand-900 ring-2 ring-brand-700'
          : 'bg-white text-ink-800 ring-ink-200 hover:ring-brand-300',
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

function Employees({
  text,
  valid,
  company,
  onChange,
}: {
  text: string;
  valid: boolean;
  company: boolean;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const error = valid ? null : `Enter a whole number from 0 to ${formatCount(MAX_EMPLOYEES)}.`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        People on the payroll
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-sm text-ink-600">
        {company
          ? 'Directors who take a salary count too. 0 for no payroll.'
          : 'Employees you pay through PAYE. 0 for none.'}
      </p>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={!valid}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="mt-2 block w-32 rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none aria-[invalid=true]:border-danger-600"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
