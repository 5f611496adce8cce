// Where the "Compare years" switch keeps its position, apart from the switch itself so the calculator
// shell can hold it without importing the comparison.
import { createContext, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';

export type SwitchState = [on: boolean, setOn: Dispatch<SetStateAction<boolean>>];

export const RememberedSwitch = createContext<SwitchState | null>(null);

/**
 * Keeps the switch's position for everything rendered inside it. A result is rendered afresh on each
 * calculation, so the calculator's results region holds this above the result: the comparison the
 * visitor turned on stays on as the figures change.
 */
export function CompareYearsMemory({ children }: { children: ReactNode }) {
  const state = useState(false);
  return <RememberedSwitch.Provider value={state}>{children}</RememberedSwitch.Provider>;
}
