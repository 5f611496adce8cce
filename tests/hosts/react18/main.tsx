// A React 18 host app. React 18 passes props on a custom element as string attributes and does not
// attach listeners for its events, so (as a partner's React 18 app must) it sets properties and adds
// event listeners through a ref, and removes the listeners again when the component unmounts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {
  AcctCookieConsentElement,
  AcctDirectorCalculatorElement,
  AcctTaxYear,
} from '../../../widgets/acct-widgets.d.ts';
import { describeEvent, loadWidgetsLate } from '../load-widgets.ts';

/** Adds `listener` for `type` on the element behind `ref` while the component is mounted. */
function useElementEvent(
  ref: { current: HTMLElement | null },
  type: string,
  listener: (event: Event) => void,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener(type, listener);
    return () => element.removeEventListener(type, listener);
  }, [ref, type, listener]);
}

function Widgets({ taxYear, record }: { taxYear: AcctTaxYear; record: (event: Event) => void }) {
  const calculator = useRef<AcctDirectorCalculatorElement>(null);
  const consent = useRef<AcctCookieConsentElement>(null);
  useEffect(() => {
    // A property, set before the widget's script may even have loaded.
    if (calculator.current) calculator.current.bookingUrl = '/contact#booking-widget';
  }, []);
  useElementEvent(calculator, 'acct-calculate', record);
  useElementEvent(consent, 'acct-consent-change', record);
  return (
    <>
      <acct-director-calculator ref={calculator} tax-year={taxYear} />
      <acct-cookie-consent ref={consent} privacy-url="/privacy-cookies" />
    </>
  );
}

function App() {
  const [shown, setShown] = useState(true);
  const [taxYear, setTaxYear] = useState<AcctTaxYear>('2025-26');
  const [log, setLog] = useState<string[]>([]);
  const record = useCallback((event: Event) => {
    const line = describeEvent(event);
    setLog((lines) => [...lines, line]);
  }, []);
  // After the first commit, so after the children's effects have set the properties.
  useEffect(() => loadWidgetsLate(), []);
  return (
    <>
      <h1>React 18 host</h1>
      <button id="toggle" type="button" onClick={() => setShown((value) => !value)}>
        Toggle widgets
      </button>
      <button id="next-year" type="button" onClick={() => setTaxYear('2026-27')}>
        Next tax year
      </button>
      {shown && <Widgets taxYear={taxYear} record={record} />}
      <ul id="log">
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

createRoot(document.getElementById('app') as HTMLElement).render(<App />);
