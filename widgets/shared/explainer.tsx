// A term's one-sentence explanation, opened by a small "?" button beside it: a disclosure (the
// button says whether it is open and which text it controls), so it works from the keyboard and
// reads in order with a screen reader, and Escape closes it again.
import { useId, useState, type ReactNode } from 'react';

export interface Explanation {
  /** The term as the visitor sees it, e.g. `Class 2 NI`: the button reads "What is Class 2 NI?". */
  term: string;
  /** One plain sentence. */
  text: string;
}

/** The open state and the ids that tie a button to its text. */
export function useExplainer() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return { open, setOpen, textId: `${id}-explained` };
}

export function ExplainButton({
  term,
  open,
  setOpen,
  textId,
}: {
  term: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  textId: string;
}) {
  return (
    <button
      type="button"
      className="acct-explain__button"
      part="explain"
      aria-expanded={open}
      aria-controls={textId}
      onClick={() => setOpen(!open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <span aria-hidden="true">?</span>
      <span className="acct-visually-hidden">What is {term}?</span>
    </button>
  );
}

/** A paragraph of text with the explanation of one term after it. */
export function ExplainedNote({
  explain,
  children,
  className = 'acct-results__note',
  part = 'note',
}: {
  explain: Explanation;
  children: ReactNode;
  className?: string;
  part?: string;
}) {
  const { open, setOpen, textId } = useExplainer();
  return (
    <div className="acct-explain">
      <p className={className} part={part}>
        {children}{' '}
        <ExplainButton term={explain.term} open={open} setOpen={setOpen} textId={textId} />
      </p>
      <p className="acct-explain__text" id={textId} hidden={!open}>
        {explain.text}
      </p>
    </div>
  );
}
