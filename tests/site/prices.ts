// Every price a page shows is a fee of the fee table, and every "from" price says whether VAT is
// included. Pages are read as prerendered (scripts off), so count-ups show their final values.
// Figures that are not fees are marked where they are written: the calculators (`.acct-root`), and
// tax thresholds, client outcomes and statistics (`[data-figure]`). The instant quote's examples are
// the quote's own totals for them, worked out here by the same rules. The check runs on every route
// in every-route-without-scripts.spec.ts; prices.spec.ts shows it finds what it is there to find.
import { expect, type Page } from '../support/test.ts';
import { feeTableAmounts } from '../../site/content/fees.ts';
import { quote, startingAnswers, type Who } from '../../site/content/quote.ts';

/** Every amount the fee table sets, before VAT and with it, and the quote's starting totals. */
const FEES = new Set<number>([
  ...feeTableAmounts(),
  ...(['individual', 'sole-trader', 'landlord', 'company'] as Who[]).flatMap((who) => {
    const { annual, monthly } = quote({ ...startingAnswers(who), employees: 1 });
    return [annual.gross, annual.net, monthly.gross, monthly.net];
  }),
  quote({ ...startingAnswers('individual'), gains: 'shares' }).annual.gross,
]);

type Finding = { amount: string; context: string };
type PagePrices = { amounts: Finding[]; fromWithoutVat: string[]; unpricedMarks: string[] };

/**
 * Reads a page in the browser: the £ amounts of <main> outside calculators and marked figures, the
 * "from £" phrases whose price block does not say whether VAT is included, and `[data-price]`
 * blocks without an amount or VAT basis.
 */
export async function readPrices(page: Page): Promise<PagePrices> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('No <main> on the page');
    const skipped = (node: Node) =>
      Boolean(node.parentElement?.closest('.acct-root, [data-figure], script, style'));
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const amounts: { amount: string; context: string }[] = [];
    const fromWithoutVat: string[] = [];
    // Text nodes can split a price ("£" and "65" from a count-up): read each block's text whole.
    const blocks = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (skipped(node) || !node.textContent?.includes('£')) continue;
      blocks.add(node.parentElement!.closest('[data-price]') ?? node.parentElement!);
    }
    // A block's text nodes joined by spaces, so table cells ("£900", "4–5 people") stay apart.
    const text = (element: Element) => {
      const parts: string[] = [];
      const inner = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = inner.nextNode(); node; node = inner.nextNode()) {
        if (!skipped(node)) parts.push(node.textContent ?? '');
      }
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    for (const block of blocks) {
      const words = text(block);
      for (const match of words.matchAll(/£\s*\d(?:[\d,]*\d)?(?:\.\d+)?k?/g)) {
        amounts.push({ amount: match[0], context: words.slice(0, 160) });
      }
      if (/\bfrom £/i.test(words) && !/VAT/.test(words)) fromWithoutVat.push(words.slice(0, 160));
    }
    const unpricedMarks = [...main.querySelectorAll('[data-price]')]
      .map(text)
      .filter((words) => !/£|Fixed project fee/.test(words) || !/VAT|quote/i.test(words));
    return { amounts, fromWithoutVat, unpricedMarks };
  });
}

/** The amounts a page shows that are not fees of the table. */
export function strangers(found: Finding[]): Finding[] {
  return found.filter(({ amount }) => {
    if (amount.endsWith('k')) return true;
    const value = Number(amount.replace(/[£,\s]/g, ''));
    return !FEES.has(value);
  });
}

/** Every price the page shows, in <main> and in its head, is a fee of the table with its VAT basis. */
export async function expectPricesFromTheTable(page: Page) {
  const read = await readPrices(page);
  expect(strangers(read.amounts), 'amounts not in the fee table').toEqual([]);
  expect(read.fromWithoutVat, '"from" prices without their VAT basis').toEqual([]);
  expect(read.unpricedMarks, 'price blocks without a price and VAT basis').toEqual([]);
  // The head quotes prices too: the title and the description.
  const head = `${await page.title()} ${
    (await page.locator('meta[name="description"]').getAttribute('content')) ?? ''
  }`;
  const inHead = [...head.matchAll(/£[\d,]+/g)].map((match) => ({
    amount: match[0],
    context: head,
  }));
  expect(strangers(inHead), 'amounts in the title or description').toEqual([]);
}
