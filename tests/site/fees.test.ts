// A payroll price shown anywhere on the site and the payroll calculator's answer for the same
// number of employees cannot differ. The cards are read as a visitor reads them (band text, price
// text, price note), not through the parameters they are built from. The site shows the fee with
// VAT, the calculator's charge before it.
import { describe, expect, it } from 'vitest';
import { calculatePayroll, TAX_YEARS } from '../../engine/index.ts';
import { routeMeta } from '../../site/app/route-meta.ts';
import { PAYROLL_PACKAGES, withVat, type PriceCard } from '../../site/content/fees.ts';
import { HOME_SERVICE_CARDS } from '../../site/content/home.ts';

const LARGEST_CHECKED = 250;

function pounds(text: string): number {
  const match = /£([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match?.[1]) throw new Error(`No price in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** The employee counts a card's band names: '1–5 employees', '21+ employees'. */
function band(card: PriceCard): { from: number; to: number } {
  const range = /^(\d+)–(\d+) employees$/.exec(card.band ?? '');
  if (range) return { from: Number(range[1]), to: Number(range[2]) };
  const open = /^(\d+)\+ employees$/.exec(card.band ?? '');
  if (open) return { from: Number(open[1]), to: LARGEST_CHECKED };
  throw new Error(`Unreadable band "${card.band}" on ${card.title}`);
}

/** The monthly fee a card quotes for `employees`, including VAT. */
function cardMonthly(card: PriceCard, employees: number): number {
  const price = pounds(card.price);
  if (card.priceNote === 'per month') return price;
  if (card.priceNote === 'per employee per month') return Math.round(price * employees * 100) / 100;
  throw new Error(`Unreadable price note "${card.priceNote}" on ${card.title}`);
}

// The fee table quotes the practice's figures of the newest year (PAYROLL_FEES), with VAT.
const monthlyCost = (employees: number) =>
  withVat(
    calculatePayroll(
      { employees, averageSalary: 30_000, frequency: 'monthly' },
      TAX_YEARS[TAX_YEARS.length - 1]!,
    ).monthlyCost,
  );

describe('payroll prices', () => {
  it('cover every employee count once, with no gap or overlap between bands', () => {
    const bands = PAYROLL_PACKAGES.map(band);
    expect(bands[0]?.from).toBe(1);
    for (let i = 1; i < bands.length; i += 1) {
      expect(bands[i]?.from, PAYROLL_PACKAGES[i]?.title).toBe((bands[i - 1]?.to ?? 0) + 1);
    }
    expect(bands.at(-1)?.to).toBe(LARGEST_CHECKED);
  });

  it('on each package card are what the calculator charges for every count in its band', () => {
    for (const card of PAYROLL_PACKAGES) {
      const { from, to } = band(card);
      for (let employees = from; employees <= to; employees += 1) {
        expect(cardMonthly(card, employees), `${card.title}, ${employees} employees`).toBe(
          monthlyCost(employees),
        );
      }
    }
  });

  it('quoted as a starting price are the calculator’s lowest charge', () => {
    const lowest = Math.min(
      ...Array.from({ length: LARGEST_CHECKED }, (_, i) => monthlyCost(i + 1)),
    );
    const homeCard = HOME_SERVICE_CARDS.find((card) => card.title === 'Payroll');
    expect(pounds(homeCard?.price ?? '')).toBe(lowest);
    expect(pounds(routeMeta('/payroll').title)).toBe(lowest);
    expect(pounds(routeMeta('/payroll').description)).toBe(lowest);
  });
});
