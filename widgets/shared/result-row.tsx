import type { ReactNode } from 'react';
import { ExplainButton, useExplainer, type Explanation } from './explainer.tsx';

export interface ResultRowProps {
  label: string;
  value: string;
  /** Totals and headline figures are set in bold with a rule above. */
  emphasis?: boolean;
  /** A technical line's plain-language explanation, opened from a "?" beside its label. */
  explain?: Explanation | undefined;
}

export function ResultRow({ label, value, emphasis, explain }: ResultRowProps) {
  const { open, setOpen, textId } = useExplainer();
  return (
    <div
      className={`acct-result-row${emphasis ? ' acct-result-row--emphasis' : ''}`}
      part="result-row"
    >
      <dt className="acct-result-row__label">
        {label}
        {explain ? (
          <>
            {' '}
            <ExplainButton term={explain.term} open={open} setOpen={setOpen} textId={textId} />
          </>
        ) : null}
      </dt>
      <dd className="acct-result-row__value">{value}</dd>
      {explain ? (
        <dd className="acct-explain__text acct-result-row__explain" id={textId} hidden={!open}>
          {explain.text}
        </dd>
      ) : null}
    </div>
  );
}

export interface ResultPanelProps {
  title: string;
  /** The headline figure shown large above the rows. */
  headline?: { label: string; value: string };
  children: ReactNode;
}

export function ResultPanel({ title, headline, children }: ResultPanelProps) {
  return (
    <section className="acct-results" part="results" aria-label={title}>
      <h3 className="acct-results__title">{title}</h3>
      {headline ? (
        <p className="acct-results__headline">
          <span className="acct-results__headline-label">{headline.label}</span>{' '}
          <span className="acct-results__headline-value">{headline.value}</span>
        </p>
      ) : null}
      {children}
    </section>
  );
}

export function ResultList({ children }: { children: ReactNode }) {
  return <dl className="acct-results__list">{children}</dl>;
}
