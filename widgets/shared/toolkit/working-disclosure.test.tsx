import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { explainDirector, explainPayroll } from '../../../engine/index.ts';
import { WorkingDisclosure } from './working-disclosure.tsx';
import { TEST_TAX_YEAR } from '../../../tests/support/clock.ts';

const directorInput = {
  salary: 12_570,
  dividends: 50_000,
  savings: 0,
  scottishTaxpayer: false,
  studentLoanPlans: [],
  pensionContributions: 0,
};
const directorWorking = explainDirector(directorInput, '2026-27');

describe('WorkingDisclosure', () => {
  it('is a closed disclosure whose panel is in the page, hidden, until the button is pressed', async () => {
    const { container } = render(<WorkingDisclosure working={directorWorking} />);
    const button = screen.getByRole('button', { name: 'How we worked this out' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = container.querySelector(`#${CSS.escape(button.getAttribute('aria-controls')!)}`);
    expect(panel).toHaveClass('acct-working__panel');
    expect(panel).toHaveAttribute('hidden');
    expect(container.querySelector('.acct-working')).toHaveAttribute('part', 'working');

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    await userEvent.keyboard(' ');
    expect(panel).toHaveAttribute('hidden');
  });

  it('lists each figure’s steps under its heading, each rate with its value and sources', async () => {
    render(<WorkingDisclosure working={directorWorking} />);
    await userEvent.click(screen.getByRole('button', { name: 'How we worked this out' }));
    // The steps are a part loaded on demand.
    const heading = await screen.findByRole('heading', { name: /^Tax on dividends/ });
    // £37,200 at 10.75% and £12,300 at 35.75%, after the £500 dividend allowance.
    expect(heading).toHaveTextContent('£8,396.25');
    const steps = heading.nextElementSibling as HTMLElement;
    expect(steps.tagName).toBe('OL');
    const items = within(steps).getAllByRole('listitem');
    const basic = items.find((item) => item.textContent?.startsWith('£37,200 at 10.75%'));
    expect(basic).toBeDefined();
    expect(basic).toHaveTextContent('Dividend ordinary rate: 10.75%');
    const links = within(basic!).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    // The allowance split, as the engine gives it.
    const split = screen.getByRole('heading', { name: /^Personal allowance used/ });
    expect(split.nextElementSibling).toHaveTextContent('£12,570.00 set against salary');
  });

  it('shows a page-relative source as text, not as a link a partner’s site would break', async () => {
    const payrollWorking = explainPayroll(
      { employees: 3, averageSalary: 30_000, frequency: 'monthly' },
      TEST_TAX_YEAR,
    );
    render(<WorkingDisclosure working={payrollWorking} />);
    await userEvent.click(screen.getByRole('button', { name: 'How we worked this out' }));
    expect((await screen.findAllByText(/Our payroll packages and fees/)).length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('fills its panel while closed, once the steps have loaded, so a printed page carries them', async () => {
    const { container } = render(<WorkingDisclosure working={directorWorking} />);
    const panel = container.querySelector('.acct-working__panel');
    expect(panel).toHaveAttribute('hidden');
    await waitFor(() =>
      expect(panel?.querySelectorAll('.acct-working__figure').length).toBe(directorWorking.length),
    );
  });

  it('works the working out on demand, once per result, and offers a retry when that fails', async () => {
    let calls = 0;
    let offline = true;
    const explain = async (input: typeof directorInput, year: typeof TEST_TAX_YEAR) => {
      calls += 1;
      if (offline) throw new Error('offline');
      return explainDirector(input, year);
    };
    const { rerender } = render(
      <WorkingDisclosure working={{ explain, args: [directorInput, TEST_TAX_YEAR] }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'How we worked this out' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The working could not be loaded');
    offline = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Tax on dividends/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    const asked = calls;
    // The same result again (its input unchanged, the object around it new): not asked again.
    rerender(<WorkingDisclosure working={{ explain, args: [directorInput, TEST_TAX_YEAR] }} />);
    expect(calls).toBe(asked);
    rerender(
      <WorkingDisclosure
        working={{ explain, args: [{ ...directorInput, dividends: 0 }, TEST_TAX_YEAR] }}
      />,
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /^Tax on dividends/ })).toBeNull(),
    );
    expect(calls).toBe(asked + 1);
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<WorkingDisclosure working={directorWorking} hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
