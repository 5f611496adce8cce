// "Compare years": a switch under a result that, while on, shows the table of each headline figure
// in every tax year on the same input (comparison-table.tsx, a part loaded on demand: preloaded once
// the result is on screen, so the table shows as soon as the switch is turned on).
import { useContext, useState } from 'react';
import { onDemand } from '../runtime/parts.ts';
import { SwitchField } from './switch-field.tsx';
import { RememberedSwitch } from './compare-years-memory.tsx';
import { OnDemand } from './on-demand.tsx';
import type { ComparisonTableProps } from './comparison-table.tsx';

export type { ComparedFigure } from './comparison-table.tsx';

const comparisonTable = onDemand(() => import('./comparison-table.tsx'));

export type CompareYearsProps<Input, Result> = ComparisonTableProps<Input, Result>;

/** The switch, and the table while it is on; inside a `CompareYearsMemory`, its position outlives the result. */
export function CompareYears<Input, Result>(props: CompareYearsProps<Input, Result>) {
  const remembered = useContext(RememberedSwitch);
  const own = useState(false);
  const [on, setOn] = remembered ?? own;
  return (
    <div className="acct-compare" part="compare">
      <SwitchField
        label="Compare years"
        name="compareYears"
        checked={on}
        onChange={setOn}
        hint="The same figures under each year’s rates, side by side"
      />
      <OnDemand part={comparisonTable} wanted={on ? 'now' : 'idle'} what="the year comparison">
        {({ ComparisonTable }) => (on ? <ComparisonTable {...props} /> : null)}
      </OnDemand>
    </div>
  );
}
