import { expect, test, type Page, fixClock } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { dataLayer, isEvent, routeGtag, storeConsent } from '../analytics/gtag-fixture.ts';
import { CAL_EMBED_URL, CAL_FIXTURE, calInlines, routeCalEmbed } from './cal-fixture.ts';
import { EMBED_LOAD_TIMEOUT_MS } from '../../site/features/booking/embed-loader.ts';

const CONVERSIONS = [
  'booking_completed',
  'accounts_consultation_booked',
  'self_assessment_consultation_booked',
];

const FLOWS = [
  {
    from: '/contact',
    to: '/booking-confirmation',
    namespace: 'call',
    calLink: 'ledgerline-accountants/30min',
    event: 'booking_completed',
    ads: false,
  },
  {
    from: '/company-registration',
    to: '/booking-confirmation',
    namespace: 'call',
    calLink: 'ledgerline-accountants/30min',
    event: 'booking_completed',
    ads: false,
  },
  {
    from: '/accounts-tax',
    to: '/accounts-booking-confirmation',
    namespace: 'call',
    calLink: 'ledgerline-accountants/30min',
    event: 'accounts_consultation_booked',
    ads: true,
  },
  {
    from: '/self-assessment',
    to: '/self-assessment-booking-confirmation',
    namespace: 'personal-tax',
    calLink: 'ledgerline-accountants/personal-tax',
    event: 'self_assessment_consultation_booked',
    ads: false,
  },
];

const booking = (page: Page) => page.locator('[data-booking-namespace]');

async function countEvents(page: Page, name: string) {
  return (await dataLayer(page)).filter(isEvent(name)).length;
}

for (const flow of FLOWS) {
  test(`a booking on ${flow.from} lands on ${flow.to} and reports ${flow.event} once`, async ({
    page,
  }) => {
    // Uncaught exceptions only: other sections' failed requests (reviews) are not this test's concern.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await storeConsent(page, { analytics: true, marketing: true });
    await routeGtag(page);
    await routeCalEmbed(page);
    await page.goto(flow.from);

    const section = booking(page);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-booking-namespace', flow.namespace);
    await expect(section).toHaveAttribute('data-booking-status', 'ready');
    await section.getByRole('button', { name: 'Confirm booking' }).click();

    await expect(page).toHaveURL(flow.to);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
    await expect.poll(() => countEvents(page, flow.event)).toBe(1);
    // Let any retry, double effect or late re-render have its chance to send it again.
    await page.waitForTimeout(1_500);
    const commands = await dataLayer(page);
    expect(commands.filter(isEvent(flow.event))).toEqual([
      ['event', flow.event, { send_to: 'G-TEST000001' }],
    ]);
    for (const other of CONVERSIONS.filter((name) => name !== flow.event)) {
      expect(commands.filter(isEvent(other))).toEqual([]);
    }
    const ads = commands.filter(isEvent('conversion'));
    if (flow.ads) {
      expect(ads).toHaveLength(1);
      expect(ads[0]?.[2]).toMatchObject({ value: 1, currency: 'GBP' });
      expect((ads[0]?.[2] as { send_to: string }).send_to).toMatch(/^AW-TEST000001\/.+/);
    } else {
      expect(ads).toEqual([]);
    }
    const inlines = await calInlines(page);
    expect(inlines.map(({ namespace, calLink }) => ({ namespace, calLink }))).toEqual([
      { namespace: flow.namespace, calLink: flow.calLink },
    ]);
    expect(errors).toEqual([]);
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** The block's heading in view below the sticky header, and its calendar starting under it. */
  async function expectLandedOnBlock(page: Page, heading: string) {
    const title = page.getByRole('heading', { level: 2, name: heading });
    const belowHeader = () =>
      title.evaluate((element) => {
        const header = document.querySelector('header')!;
        return element.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
      });
    await expect.poll(belowHeader).toBeGreaterThanOrEqual(0);
    await expect(title).toBeInViewport();
    await expect(booking(page)).toBeInViewport();
  }

  test('a booking link lands on its block: the heading above the calendar, both in view', async ({
    page,
  }) => {
    await routeCalEmbed(page);
    // From another site or a bookmark: the browser's own scroll to the anchor.
    await page.goto('/contact?topic=free-consultation#booking-widget');
    await expectLandedOnBlock(page, 'Book a free 30-minute call');
    // A service page's own "Book a free call", from the top of the page.
    await gotoHydrated(page, '/company-registration');
    await page.getByRole('main').locator('a[href="#book"]').first().click();
    await expectLandedOnBlock(page, 'Book your 15-minute consultation');
  });
});

// Which node the browser anchors its scroll on depends on what the top of the screen shows, so
// the block stays put at one phone's width by chance and moves at another's: these are widths
// where it moved.
test('the booking block stays where a link put it as the page starts and greets the visitor', async ({
  page,
}) => {
  await routeCalEmbed(page);
  // The scroll position and the block's top in every frame, from the page's first.
  await page.addInitScript(() => {
    const frames: Array<[number, number]> = [];
    Object.assign(window, { blockFrames: frames });
    const frame = () => {
      const block = document.getElementById('booking-widget');
      if (block) frames.push([scrollY, Math.round(block.getBoundingClientRect().top)]);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact?topic=free-consultation#booking-widget');
    // The greeting is the page's, once started: it goes into the hero, above the block.
    await expect(page.locator('[data-topic]')).toContainText('About: a free consultation');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
    const frames = await page.evaluate(
      () => (window as unknown as { blockFrames: Array<[number, number]> }).blockFrames,
    );
    // From the browser's scroll to the anchor on, the block is where the scroll put it.
    const tops = frames.filter(([scrolled]) => scrolled > 0).map(([, top]) => top);
    expect(tops.length, `${width} px`).toBeGreaterThan(0);
    expect(new Set(tops), `${width} px`).toEqual(new Set([tops[0]]));
  }
});

test('the embed script loads only when the booking section nears the viewport', async ({
  page,
}) => {
  const cal = await routeCalEmbed(page);
  await page.goto('/accounts-tax');
  await page.waitForTimeout(1_000);
  expect(cal.requests).toBe(0);
  await booking(page).scrollIntoViewIfNeeded();
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'ready');
  expect(cal.requests).toBe(1);
});

test('a skeleton holds the calendar space while the script loads', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CAL_EMBED_URL, async (route) => {
    await held;
    await route.fulfill({ contentType: 'application/javascript', body: CAL_FIXTURE });
  });
  await page.goto('/contact#booking-widget');
  const section = booking(page);
  await expect(section.getByRole('status')).toContainText('Loading the booking calendar');
  const loading = await section.boundingBox();
  expect(loading?.height).toBeGreaterThanOrEqual(600);
  release();
  await expect(section).toHaveAttribute('data-booking-status', 'ready');
  await expect(section.getByRole('status')).toHaveCount(0);
  const ready = await section.boundingBox();
  expect(ready?.height).toBe(loading?.height);
});

async function expectFallback(page: Page) {
  const section = booking(page);
  await expect(section).toHaveAttribute('data-booking-status', 'failed', { timeout: 15_000 });
  const fallback = section.getByRole('region', { name: 'The booking calendar could not load' });
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('link', { name: '020 7946 0321' })).toHaveAttribute(
    'href',
    'tel:+442079460321',
  );
  await expect(fallback.getByRole('link', { name: 'hello@example.co.uk' })).toHaveAttribute(
    'href',
    'mailto:hello@example.co.uk',
  );
  const bookingPage = fallback.getByRole('link', { name: /Open the booking page/ });
  await expect(bookingPage).toHaveAttribute(
    'href',
    'https://app.cal.com/ledgerline-accountants/30min',
  );
  await expect(bookingPage).toHaveAttribute('target', '_blank');
  await expect(bookingPage).toHaveAttribute('rel', 'noopener noreferrer');
  // The fallback takes the calendar's place, not a collapsed box.
  expect((await section.boundingBox())?.height).toBeGreaterThanOrEqual(600);
}

test('with the embed script blocked, a fallback offers phone, email and the booking page', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await fixClock(context);
  const page = await context.newPage();
  await routeCalEmbed(page, { block: true });
  await page.goto('/contact#booking-widget');
  await expectFallback(page);
  await expectNoAxeViolations(page, '#booking-widget');
  await context.close();
});

test('with the embed script never answering, the fallback shows after the timeout', async ({
  page,
}) => {
  let asked = () => {};
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(CAL_EMBED_URL, () => {
    // Never answered: the site's own timeout has to give up on it.
    asked();
  });
  // The page's timers on a clock the test moves, so that the timeout passes without the wait.
  await page.clock.install();
  await page.goto('/contact#booking-widget');
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'waiting');
  // The timeout starts as the script is asked for.
  await askedFor;
  await page.clock.runFor(EMBED_LOAD_TIMEOUT_MS);
  await expectFallback(page);
});

test("a calculator's booking link carries its scenario into the booking notes", async ({
  page,
}) => {
  await routeCalEmbed(page);
  const scenario = new URLSearchParams({
    calc: 'self-employed',
    year: '2025-26',
    income: '45000',
    expenses: '5000',
    scottishTaxpayer: 'true',
    studentLoanPlans: 'plan2',
    headline: 'Total tax £7,486.00',
  });
  await page.goto(`/contact#booking-widget&${scenario.toString()}`);
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'ready');
  const notes =
    'Self-employed tax calculator (2025/26): Income: £45,000; Expenses: £5,000; Scottish taxpayer: yes; Student loan plans: plan2. Total tax £7,486.00.';
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBe(notes);
  // The visitor sees what the notes carry before booking, and the page still scrolls to the calendar.
  const preview = page.getByRole('region', { name: 'Your booking notes' });
  await expect(preview).toContainText(notes);
  await expect(preview).toBeInViewport();
  await expectNoAxeViolations(page, '#booking-widget');
});

test('a scenario in the query string is not read: the figures travel in the fragment only', async ({
  page,
}) => {
  await routeCalEmbed(page);
  await page.goto(
    '/contact?calc=director&salary=50000&headline=Total%20tax%20%C2%A31#booking-widget',
  );
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'ready');
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBeUndefined();
  await expect(page.getByRole('region', { name: 'Your booking notes' })).toHaveCount(0);
});

test('a visitor-made fragment cannot put markup into the notes', async ({ page }) => {
  await routeCalEmbed(page);
  const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
  await page.goto(
    `/contact#booking-widget&calc=director&salary=${hostile}&year=1999-00&headline=${hostile}`,
  );
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'ready');
  const [inline] = await calInlines(page);
  // Only what a calculator could have written is kept: the calculator, and nothing else.
  expect(inline?.config.notes).toBe('Company director tax calculator.');
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});

for (const path of [...new Set(FLOWS.map((flow) => flow.to))]) {
  test(`${path} is accessible, says what happens next and is kept out of search`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await fixClock(context);
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Need to reschedule?' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '020 7946 0321' }),
    ).toHaveAttribute('href', 'tel:+442079460321');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'hello@example.co.uk' }),
    ).toHaveAttribute('href', 'mailto:hello@example.co.uk');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test('a booking link clicked in a calculator prefills the booking notes on /contact', async ({
  page,
}) => {
  await routeCalEmbed(page);
  await page.goto('/self-employed-tax-calculator');
  await page.getByLabel('Annual income').fill('45000');
  await page.getByLabel('Allowable expenses').fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  const cta = page.getByRole('link', { name: 'Book a free call about this' });
  await expect(cta).toBeVisible();
  const href = (await cta.getAttribute('href')) ?? '';
  // The figures travel in the fragment only: nothing a server sees carries them.
  const url = new URL(href, 'http://x');
  expect(url.search).toBe('?topic=calculator-help');
  const headline = new URLSearchParams(url.hash.slice(1)).get('headline') ?? '';
  expect(headline).toMatch(/^Total tax £[\d,]+\.\d\d$/);
  await cta.click();
  await expect(page).toHaveURL(
    /\/contact\?topic=calculator-help#booking-widget&.*calc=self-employed/,
  );
  await expect(booking(page)).toHaveAttribute('data-booking-status', 'ready');
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toContain('Self-employed tax calculator (');
  expect(inline?.config.notes).toContain('Income: £45,000; Expenses: £5,000');
  expect(inline?.config.notes).toContain(`${headline}.`);
  expect(inline?.config.notes).toContain(
    'Same figures: https://www.example.co.uk/self-employed-tax-calculator#calc=self-employed',
  );
});
