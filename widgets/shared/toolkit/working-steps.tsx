// The steps of "How we worked this out" (working-disclosure.tsx), a part loaded on demand: figure by
// figure, the engine's working steps with each rate or threshold used and links to where it is set.
import {
  gbp,
  percent,
  type Citation,
  type FigureWorking,
  type ParameterUse,
  type Working,
} from '../../../engine/index.ts';
import { formatMoney, formatPercent } from './money.ts';
import workingStepsStyles from './working-steps.css?inline';

export const styles = workingStepsStyles;

/** A parameter's value as its unit reads: 8.75%, £12,570, 2 hours. */
export function parameterValue({ value, unit }: ParameterUse): string {
  switch (unit) {
    case 'rate':
      return percent(value);
    case 'currency-GBP':
      return gbp(value);
    case 'currency-GBP-per-employee':
      return `${gbp(value)} per employee`;
    case 'hours':
      return `${value} hours`;
    case 'count':
      return String(value);
  }
}

/** A figure's value as the result shows it: the effective rate is a percentage, the rest money. */
function figureValue({ figure, value }: FigureWorking): string {
  return figure.endsWith('effectiveRate') ? formatPercent(value) : formatMoney(value);
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function SourceLinks({ references }: { references: readonly Citation[] }) {
  return (
    <>
      {references.map((reference, index) => (
        <span key={reference.href}>
          {index > 0 ? ', ' : null}
          {/* A page-relative address (the practice's own pages) would point into a partner's site
              from a widget, so only absolute sources are links. */}
          {reference.href.startsWith('https://') ? (
            <a
              className="acct-working__link"
              href={reference.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {reference.title}
              <span className="acct-visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            reference.title
          )}
        </span>
      ))}
    </>
  );
}

function StepSources({ step }: { step: FigureWorking['steps'][number] }) {
  if (step.parameters.length === 0 && step.references.length === 0) return null;
  return (
    <ul className="acct-working__sources">
      {step.parameters.map((parameter) => (
        <li key={parameter.name}>
          <span className="acct-working__parameter">
            {sentenceCase(parameter.label)}: <strong>{parameterValue(parameter)}</strong>
            {parameter.provisional ? ' (provisional)' : null}
          </span>
          {parameter.references.length > 0 ? (
            <>
              {' '}
              (<SourceLinks references={parameter.references} />)
            </>
          ) : null}
        </li>
      ))}
      {step.references.length > 0 ? (
        <li>
          <span className="acct-working__parameter">The rule:</span>{' '}
          <SourceLinks references={step.references} />
        </li>
      ) : null}
    </ul>
  );
}

function FigureWorkingList({ figure }: { figure: FigureWorking }) {
  return (
    <div className="acct-working__figure">
      <h4 className="acct-working__heading">
        <span>{figure.label}</span>{' '}
        <span className="acct-working__value">{figureValue(figure)}</span>
      </h4>
      <ol className="acct-working__steps">
        {figure.steps.map((step, index) => (
          <li key={index} className="acct-working__step">
            {step.text}
            <StepSources step={step} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Every figure's working, in the order the engine gives them. */
export function WorkingSteps({ working }: { working: Working }) {
  return (
    <>
      {working.map((figure) => (
        <FigureWorkingList key={figure.figure} figure={figure} />
      ))}
    </>
  );
}
