import type { ReactNode } from 'react';

/**
 * A one-sentence explanation of a technical figure or note, behind a "?" a visitor can open (a
 * native disclosure: a keyboard opens it, a screen reader hears "About <what>, collapsed").
 */
export function Explain({ about, children }: { about: string; children: ReactNode }) {
  return (
    <details className="acct-explain" part="explain">
      <summary className="acct-explain__toggle">
        <span aria-hidden="true">?</span>
        <span className="acct-visually-hidden">About {about}</span>
      </summary>
      <span className="acct-explain__text">{children}</span>
    </details>
  );
}

export interface ResultRowProps {
  label: string;
  value: string;
  /** Totals and headline figures are set in bold with a rule above. */
  emphasis?: boolean;
  /** What the figure is, in plain words, behind a "?". */
  explain?: ReactNode;
}

export function ResultRow({ label, value, emphasis, explain }: ResultRowProps) {
  return (
    <div
      className={`acct-result-row${emphasis ? ' acct-result-row--emphasis' : ''}`}
      part="result-row"
    >
      <dt className="acct-result-row__label">
        {label}
        {explain ? <Explain about={label}>{explain}</Explain> : null}
      </dt>
      <dd className="acct-result-row__value">{value}</dd>
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
  return <dl>{children}</dl>;
}
