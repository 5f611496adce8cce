// The instant quote, as a visitor answers it on a phone and a laptop: every answer gives a fee from
// the fee table, the page says the same total as the quote's rules, and the booking notes carry the
// same quote (the notes shown before booking, and once per visit the notes Cal.com is given).
import { expect, test, type Page } from '../support/test.ts';
import { formatPounds, feeTableAmounts } from '../../site/content/fees.ts';
import {
  GAINS,
  QUESTIONS_FOR,
  WHO,
  describeQuote,
  encodeQuote,
  quote,
  startingAnswers,
  type QuoteAnswers,
  type Who,
} from '../../site/content/quote.ts';
import { PROPERTY_BANDS, TURNOVER_BANDS } from '../../site/content/fees.ts';
import { calInlines, routeCalEmbed } from '../booking/cal-fixture.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const TABLE = new Set(feeTableAmounts());

/** What a quote's result shows, read in one pass: its total and each item's row. */
function readQuote(page: Page) {
  return page.evaluate(() => {
    const result = document.querySelector('[data-quote-result]');
    const text = (element: Element | null | undefined) =>
      element?.textContent?.replace(/\s+/g, ' ').trim();
    return {
      total: text(result?.querySelector('[data-quote-total]')),
      rows: [...(result?.querySelectorAll<HTMLElement>('[data-quote-item]') ?? [])].map((row) => ({
        id: row.dataset.quoteItem ?? '',
        text: text(row) ?? '',
      })),
    };
  });
}

/**
 * The fee a quote shows, checked against the rules: its total, each item, and the table. The
 * result is read whole until it agrees (a round trip a try, where a check a figure took twenty),
 * and a failure lists every difference.
 */
async function expectQuote(page: Page, answers: QuoteAnswers) {
  const expected = quote(answers);
  // Each item is a fee the table sets (a payroll is the table's fee per employee, times them).
  for (const item of expected.items)
    if (item.id !== 'payroll') expect(TABLE, item.label).toContain(item.priced.fee.gross);
  const wanted = [
    { where: 'total', phrase: `${formatPounds(expected.annual.gross)} a year` },
    { where: 'total', phrase: `${formatPounds(expected.monthly.gross)} a month` },
    ...expected.items.flatMap((item) =>
      [item.label, item.included ? 'Included' : formatPounds(item.annual.gross)].map((phrase) => ({
        where: item.id,
        phrase,
      })),
    ),
  ];
  await expect
    .poll(async () => {
      const shown = await readQuote(page);
      const textOf = (where: string) =>
        where === 'total' ? shown.total : shown.rows.find((row) => row.id === where)?.text;
      const count = `${shown.rows.length} items shown, not ${expected.items.length}`;
      return [
        ...(shown.rows.length === expected.items.length ? [] : [count]),
        ...wanted
          .filter(({ where, phrase }) => !textOf(where)?.includes(phrase))
          .map(({ where, phrase }) => `${where}: “${phrase}” not in “${textOf(where) ?? ''}”`),
      ];
    }, 'what the quote shows that the rules do not')
    .toEqual([]);
}

/** The notes the booking will carry, as the contact page shows them before booking. */
async function expectNotesOn(contact: Page, answers: QuoteAnswers) {
  const wanted = [describeQuote(answers, { items: false }), `/quote#${encodeQuote(answers)}`];
  await expect
    .poll(async () => {
      const shown = await contact.evaluate(
        () => document.querySelector('[data-booking-notes-preview]')?.textContent ?? '',
      );
      return wanted.filter((phrase) => !shown.includes(phrase));
    }, 'what the booking notes lack')
    .toEqual([]);
}

/** Books from the quote, reads the notes the booking will carry, and comes back to the quote. */
async function expectNotes(page: Page, answers: QuoteAnswers) {
  await page.locator('[data-quote-result]').getByRole('link', { name: 'Book a free call' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=fixed-quote#booking-widget&quote=/);
  await expectNotesOn(page, answers);
  await page.goBack();
  await expect(page).toHaveURL(
    new RegExp(`/quote#${encodeQuote(answers).replace(/[+]/g, '\\+')}$`),
  );
}

/**
 * What each answer's "Book a free call" carries, read on a contact page kept open beside the quote:
 * its link's fragment set there, as following the link would (one visit per answer, without one).
 */
async function expectBookingLink(page: Page, contact: Page, answers: QuoteAnswers) {
  const link = page.locator('[data-quote-result]').getByRole('link', { name: 'Book a free call' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/contact\?topic=fixed-quote#booking-widget&quote=/);
  await contact.evaluate(
    (fragment) => {
      window.location.hash = fragment;
    },
    href.slice(href.indexOf('#') + 1),
  );
  await expectNotesOn(contact, answers);
}

type Step = { label: string; change: Partial<QuoteAnswers>; act: (page: Page) => Promise<void> };

const choose = (legend: string, option: string) => async (page: Page) => {
  await page.getByRole('group', { name: legend }).getByText(option, { exact: true }).click();
};
const tick = (label: string) => async (page: Page) => {
  await page.getByRole('checkbox', { name: label }).click();
};
const people = (count: number) => async (page: Page) => {
  await page.getByRole('textbox', { name: 'People on the payroll' }).fill(String(count));
};

/** Every answer of every question asked of `who`, one after another. */
function steps(who: Who): Step[] {
  const asked = QUESTIONS_FOR[who];
  const list: Step[] = [];
  if (asked.includes('turnover'))
    for (const band of [...TURNOVER_BANDS].reverse())
      list.push({
        label: band.label,
        change: { turnover: band.id },
        act: choose('Turnover, a year', band.label),
      });
  if (asked.includes('properties')) {
    const legend = who === 'landlord' ? 'Properties you let' : 'Properties you let, if any';
    for (const band of [...PROPERTY_BANDS].reverse())
      list.push({
        label: band.label,
        change: { properties: band.id },
        act: choose(legend, band.label),
      });
    if (who !== 'landlord')
      list.push({
        label: 'no properties',
        change: { properties: 'none' },
        act: choose(legend, 'None'),
      });
  }
  if (asked.includes('employees'))
    for (const count of [1, 6, 21, 0])
      list.push({
        label: `${count} on the payroll`,
        change: { employees: count },
        act: people(count),
      });
  if (asked.includes('gains'))
    for (const gains of ['shares', 'property', 'both', 'none'] as const)
      list.push({
        label: `gains: ${gains}`,
        change: { gains },
        act: choose('Capital gains this year', GAINS[gains]),
      });
  const toggles = [
    ['vatRegistered', 'VAT registered'],
    ['bookkeeping', 'Bookkeeping every month'],
    ['foreignIncome', 'Income from abroad'],
    ['express', 'Express filing, in five working days'],
    ['directorReturn', 'The director’s own tax return'],
  ] as const;
  for (const [question, label] of toggles)
    if (asked.includes(question))
      list.push({ label, change: { [question]: true }, act: tick(label) });
  return list;
}

for (const width of [390, 1280]) {
  test.describe(`the instant quote at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const who of Object.keys(WHO) as Who[]) {
      test(`${WHO[who].toLowerCase()}: every answer's fee, from the table, in the booking notes`, async ({
        page,
        context,
      }) => {
        // Every answer of the longest list, each checked in the booking notes: a long walk.
        test.slow();
        await storeConsent(context);
        await blockExternal(page);
        const contact = await context.newPage();
        await blockExternal(contact);
        await contact.goto('/contact?topic=fixed-quote');
        await page.goto('/quote');
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        await contact.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // Before a choice, some typical fees, each the quote's own.
        await expect(page.locator('[data-quote-result]')).toContainText(
          formatPounds(quote(startingAnswers('sole-trader')).annual.gross),
        );

        await page
          .getByRole('group', { name: 'Who is the quote for?' })
          .getByText(WHO[who], { exact: true })
          .click();
        let answers = startingAnswers(who);
        await expectQuote(page, answers);
        // Once by following the link, then for every answer on the contact page beside it.
        await expectNotes(page, answers);
        for (const step of steps(who)) {
          await test.step(step.label, async () => {
            await step.act(page);
            answers = { ...answers, ...step.change };
            await expectQuote(page, answers);
            await expect(page).toHaveURL(
              new RegExp(`#${encodeQuote(answers).replace(/[+]/g, '\\+')}$`),
            );
            await expectBookingLink(page, contact, answers);
          });
        }
      });
    }

    test('the quote reaches Cal.com’s booking notes, and a shared link opens it again', async ({
      page,
      context,
    }) => {
      await storeConsent(context);
      await routeCalEmbed(page);
      const answers: QuoteAnswers = {
        ...startingAnswers('company'),
        turnover: '90k-250k',
        employees: 2,
        vatRegistered: true,
        directorReturn: true,
      };
      // A shared link: the quote as it was answered.
      await page.goto(`/quote#${encodeQuote(answers)}`);
      await expectQuote(page, answers);
      await expect(page.getByRole('checkbox', { name: 'VAT registered' })).toBeChecked();
      await page
        .locator('[data-quote-result]')
        .getByRole('link', { name: 'Book a free call' })
        .click();
      const booking = page.locator('#booking-widget [data-booking-namespace]');
      await expect(booking).toHaveAttribute('data-booking-status', 'ready');
      const [inline] = await calInlines(page);
      expect(inline?.config.notes).toContain('About: a fixed-fee quote');
      expect(inline?.config.notes).toContain(
        `${formatPounds(quote(answers).annual.gross)} a year including VAT (${formatPounds(quote(answers).annual.net)} + VAT)`,
      );
      expect(inline?.config.notes).toContain(`/quote#${encodeQuote(answers)}`);
    });

    test('a number of people that is not one is refused at the field, and no fee is shown', async ({
      page,
      context,
    }) => {
      await storeConsent(context);
      await blockExternal(page);
      await page.goto('/quote');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.getByText(WHO.company, { exact: true }).click();
      const field = page.getByRole('textbox', { name: 'People on the payroll' });
      await field.fill('lots');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Enter a whole number from 0 to 1,000.')).toBeVisible();
      await expect(page.locator('[data-quote-total]')).toHaveCount(0);
      await field.fill('3');
      await expectQuote(page, { ...startingAnswers('company'), employees: 3 });
    });
  });
}

test('/pricing offers the quote first', async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/pricing');
  const first = page.locator('main section').nth(1);
  await expect(first.locator('[data-quote-tool]')).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await first.getByText(WHO.landlord, { exact: true }).click();
  await expectQuote(page, startingAnswers('landlord'));
  // The pricing page keeps its own address: the quote's link is to /quote.
  await expect(page).toHaveURL(/\/pricing$/);
});
