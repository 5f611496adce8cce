// A site calculator that can be shared by link and printed as a one-page record. Pressing Calculate
// writes the scenario into the page URL's fragment (replacing the history entry, so Back still
// leaves the page); opening such a link fills in the calculator and shows the result at once, when it
// holds every field the calculator needs (one from another page may carry only part). The
// fragment is read only after hydration, so the prerendered page and the first render agree.
import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { taxYearLabel, type TaxYear } from '../../engine/index.ts';
import { calculatorFees } from '../content/calculator-fees.ts';
import { PRACTICE, officeAddress } from '../content/practice.ts';
import {
  decodeFragment,
  encodeFragment,
  formatLongDate,
  scenarioFromInput,
  shareUrl,
  type CalculatorId,
  type CalculatorScenario,
} from '../../widgets/index.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { ESTIMATES_DISCLAIMER } from './calculator-page.tsx';
import { buttonClass } from './ui.tsx';

/** What the page passes on to its calculator widget. */
export interface SharingProps {
  /** The scenario a link opened with, as the widget's prefill props (empty until read). */
  prefill: Record<string, string | boolean>;
  bookingUrl: string;
  onCalculate: (detail: { taxYear: string | null; input: object }) => void;
  onTaxYearChange: (year: TaxYear) => void;
}

/**
 * The booking URL with this page's path in its fragment (`#booking-widget&link=/tax-calculator`): the
 * widget adds the scenario after it, and the booking notes link back to this page with the same
 * figures. Like the figures, it stays in the fragment, which no server sees.
 */
function bookingUrlWith(bookingUrl: string, path: string): string {
  const link = new URLSearchParams({ link: path }).toString();
  return `${bookingUrl}${bookingUrl.includes('#') ? '&' : '#'}${link}`;
}

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Whether the widget shows a result (a link that left a required field empty opens with none), and
 * whether it is out of date (a field is invalid: the widget marks its results region so). The link
 * to share is offered once a result is shown; the fee only while it is the fields', as it would not
 * be the fee for what is typed.
 */
function useResultState(ref: RefObject<HTMLElement | null>): { shown: boolean; stale: boolean } {
  const [state, setState] = useState({ shown: false, stale: false });
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const check = () => {
      const region = root.querySelector('.acct-results-region');
      const shown = region !== null && region.childElementCount > 0;
      const stale = region?.classList.contains('acct-results-region--stale') ?? false;
      setState((previous) =>
        previous.shown === shown && previous.stale === stale ? previous : { shown, stale },
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, attributeFilter: ['class'] });
    check();
    return () => observer.disconnect();
  }, [ref]);
  return state;
}

/**
 * After Calculate or Enter, the result's heading is brought into view when it is off the screen (on a
 * phone the result starts below the form); the page's `scroll-behavior` makes that smooth unless the
 * visitor prefers reduced motion. It is scrolled to, not focused: focus stays where the visitor is
 * typing. An invalid field has taken the focus instead, and then nothing scrolls. Run on the next
 * frame, once the widget has drawn its result.
 */
function revealResult(root: HTMLElement) {
  requestAnimationFrame(() => {
    const heading = root.querySelector('[part~="results"] h3');
    if (!heading || root.querySelector('[aria-invalid="true"]')) return;
    const { top, bottom } = heading.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    heading.scrollIntoView({ block: 'center', behavior: 'auto' });
  });
}

const today = () => formatLongDate(new Date(), 'local');

export function ShareableCalculator({
  kind,
  bookingUrl,
  taxYear,
  onTaxYearChange,
  children,
}: {
  kind: CalculatorId;
  /** Where the widget's booking link leads. */
  bookingUrl: string;
  /**
   * The year on show, for the printed record; its first value is the year the widget starts on.
   * Null for calculators that do not depend on one.
   */
  taxYear: TaxYear | null;
  /** Told when the visitor switches year, or a link opens with another year. */
  onTaxYearChange?: ((year: TaxYear) => void) | undefined;
  children: (props: SharingProps) => ReactNode;
}) {
  const onClient = useHydrated();
  // The scenario the page was opened with and the date a print is dated, read on the client.
  const [opened, setOpened] = useState<{
    scenario: CalculatorScenario | null;
    date: string;
  } | null>(null);
  if (onClient && opened === null) {
    setOpened({ scenario: decodeFragment(window.location.hash, kind), date: today() });
  }
  const [calculated, setCalculated] = useState<CalculatorScenario | null>(null);
  // Bumped by each pasted link: the calculator starts afresh from it, as on opening the page, rather
  // than mixing the link with what the visitor had chosen (a year switched to, say).
  const [opens, setOpens] = useState(0);
  const scenario = calculated ?? opened?.scenario ?? null;
  const [copy, setCopy] = useState<CopyState>('idle');
  const manualId = useId();
  const manualRef = useRef<HTMLInputElement>(null);
  const recordRef = useRef<HTMLDivElement>(null);
  const result = useResultState(recordRef);
  // What we would charge for the case on show, by the instant quote's rules.
  const fees = scenario && result.shown && !result.stale ? calculatorFees(scenario) : [];

  // A link pasted into the address bar of the page already open changes only the fragment (our own
  // replaceState fires no hashchange): the calculator takes it up as if the page had opened with it.
  useEffect(() => {
    function reopen() {
      const next = decodeFragment(window.location.hash, kind);
      if (!next) return;
      setCalculated(null);
      setCopy('idle');
      setOpened((previous) => ({ scenario: next, date: previous?.date ?? today() }));
      setOpens((count) => count + 1);
    }
    window.addEventListener('hashchange', reopen);
    return () => window.removeEventListener('hashchange', reopen);
  }, [kind]);

  const openedYear = opened?.scenario?.taxYear;
  const yearChange = useRef(onTaxYearChange);
  useEffect(() => {
    yearChange.current = onTaxYearChange;
  }, [onTaxYearChange]);
  // A link for another year: the page quotes that year's rates too.
  useEffect(() => {
    if (openedYear) yearChange.current?.(openedYear);
  }, [openedYear]);

  // The widget starts on the page's year (the build's), not on its own reading of the clock, so the
  // prerendered page and the hydrated one agree; a link for another year starts it there instead.
  const [startYear] = useState(taxYear);
  const prefill: Record<string, string | boolean> = {
    ...(startYear ? { taxYear: startYear } : {}),
    ...(opened?.scenario
      ? {
          ...opened.scenario.fields,
          ...(opened.scenario.taxYear ? { taxYear: opened.scenario.taxYear } : {}),
          autoCalculate: true,
        }
      : {}),
  };
  const printedOn = opened?.date ?? '';

  function show(next: CalculatorScenario) {
    setCalculated(next);
    setCopy('idle');
    // Replaces the entry, keeping the router's state: Back still leaves the page.
    window.history.replaceState(window.history.state, '', `#${encodeFragment(next)}`);
  }

  const link = scenario && result.shown ? shareUrl(window.location.href, scenario) : null;

  async function copyLink() {
    if (!link) return;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      // Refused (permissions, an insecure page, an old browser): the link to copy by hand.
      setCopy('manual');
      requestAnimationFrame(() => manualRef.current?.select());
    }
  }

  const sharing: SharingProps = {
    prefill,
    bookingUrl: onClient ? bookingUrlWith(bookingUrl, window.location.pathname) : bookingUrl,
    onCalculate: (detail) => show(scenarioFromInput(kind, detail.taxYear, detail.input)),
    onTaxYearChange: (year) => {
      onTaxYearChange?.(year);
      // A shown result follows the switch, so the link does too.
      if (scenario?.taxYear) show({ ...scenario, taxYear: year });
    },
  };

  return (
    // The widget keeps its own maximum width; centred as the card centres a widget on its own.
    <div
      ref={recordRef}
      data-print-record
      className="w-full [&>.acct-root]:mx-auto"
      // The widget's form submits (Calculate, Enter) bubble here after it has calculated.
      onSubmit={(event) => {
        if (event.target instanceof HTMLFormElement) revealResult(event.currentTarget);
      }}
    >
      <header className="mb-3 hidden border-b border-ink-300 pb-2 print:block">
        <p className="text-[1.4em] font-semibold">{PRACTICE.name}</p>
        <p>
          {PRACTICE.phone.display} · {PRACTICE.email} ·{' '}
          {PRACTICE.siteUrl.replace(/^https?:\/\//, '')}
        </p>
        <p>{PRACTICE.offices[0] ? officeAddress(PRACTICE.offices[0]) : null}</p>
        <p className="mt-1">
          {printedOn ? `Printed ${printedOn}` : null}
          {taxYear ? ` · Tax year ${taxYearLabel(taxYear)}` : null}
        </p>
      </header>
      <Fragment key={opens}>{children(sharing)}</Fragment>
      {fees.length > 0 ? (
        <div
          className="mx-auto mt-4 max-w-[42rem] rounded-xl bg-brand-50 p-4 text-ink-800 ring-1 ring-brand-100 print:hidden"
          data-price=""
          data-calculator-fee=""
        >
          {fees.map((fee) => (
            <p key={fee.text} className="font-medium">
              {fee.text}
            </p>
          ))}
          <Link
            to={fees[0]!.href}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
          >
            Get an instant quote
            <span className="sr-only"> for this case</span>
          </Link>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3 print:hidden">
        {link ? (
          <button type="button" className={buttonClass('secondary')} onClick={copyLink}>
            Copy link
          </button>
        ) : null}
        <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <p role="status" className="text-sm text-ink-700">
          {copy === 'copied' ? 'Link copied: anyone who opens it sees these figures.' : null}
          {copy === 'manual' ? 'Copying was refused: copy the link below.' : null}
        </p>
      </div>
      {copy === 'manual' && link ? (
        <div className="mt-3 print:hidden">
          <label htmlFor={manualId} className="block text-sm font-semibold">
            Link to these figures
          </label>
          <input
            id={manualId}
            ref={manualRef}
            readOnly
            value={link}
            className="mt-1 w-full rounded-lg border border-ink-300 px-3 py-2 text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      <p className="mt-3 hidden leading-snug print:block">
        <strong>Disclaimer: </strong>
        {ESTIMATES_DISCLAIMER}
      </p>
    </div>
  );
}
