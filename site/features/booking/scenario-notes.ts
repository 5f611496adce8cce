import { describeBookingScenario, parseBookingScenario } from '../../../widgets/index.ts';

/** One line of booking notes describing a calculator's scenario in the query string, if any. */
export function scenarioNotes(search: string | URLSearchParams): string | undefined {
  const scenario = parseBookingScenario(search);
  return scenario ? describeBookingScenario(scenario) : undefined;
}
