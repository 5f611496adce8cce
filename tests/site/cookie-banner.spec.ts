// The site's cookie banner keeps out of the way: low on a phone, first in keyboard order, and the
// page keeps room for it so a focused control is never underneath.
import { expect, test, type Page, fixClock } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal } from './site-support.ts';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** Opens a page with no stored choice and waits for the banner to arrive. */
async function openWithBanner(page: Page, path: string) {
  await blockExternal(page);
  await gotoHydrated(page, path);
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeVisible();
}

/** What really has focus (through shadow roots), where it is, and where the banner's top is. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const region = document.querySelector('[aria-label="Cookie consent"]');
    const rect = active?.getBoundingClientRect();
    return {
      atStart: !active || active === document.body,
      name: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40),
      inBanner: Boolean(region?.contains(active ?? null)),
      inMain: Boolean(active?.closest('main')),
      top: rect?.top ?? 0,
      bottom: rect?.bottom ?? 0,
      bannerTop: region?.getBoundingClientRect().top ?? Infinity,
      // What the sticky header covers: a control in the main content must show below it.
      headerClear: active?.closest('main')
        ? parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
        : 0,
    };
  });

/** 'in view' when the focused control shows between the header and the banner, else the state. */
function inView(state: Awaited<ReturnType<typeof focusState>>) {
  const room = state.bannerTop - state.headerClear;
  const visible = state.bottom - state.top <= room ? state.bottom : state.top;
  return visible <= state.bannerTop + 0.5 && state.top >= state.headerClear - 0.5
    ? 'in view'
    : state;
}

// One visit: the banner as it arrives, the keyboard's first stops through it, the room the page
// keeps for it, and that room given back on a choice.
test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('the banner takes at most a quarter of the screen in one row, comes first in keyboard order, and has room kept for it until a choice', async ({
    page,
  }) => {
    await openWithBanner(page, '/');
    const box = await banner(page).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(844 / 4);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    const tops = await Promise.all(
      ['Reject All', 'Manage', 'Accept All'].map(
        async (name) => (await banner(page).getByRole('button', { name }).boundingBox())?.y,
      ),
    );
    expect(new Set(tops).size).toBe(1);
    await expect(banner(page).getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/privacy-cookies',
    );
    await expectNoAxeViolations(page);

    // The first Tab stops are the banner's, before the skip link and the main content.
    const stops: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      if (state.inMain) break;
      stops.push(state.inBanner ? `banner: ${state.name}` : state.name);
    }
    expect(stops.slice(0, 5)).toEqual([
      'banner: cookie policy',
      'banner: Reject All',
      'banner: Manage',
      'banner: Accept All',
      'Skip to content',
    ]);

    // While the banner shows the page keeps room for it, and gives it back on a choice.
    const height = (await banner(page).boundingBox())?.height ?? 0;
    const reserved = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [style.scrollPaddingBottom, style.paddingBottom];
      });
    const [scrollPadding, padding] = (await reserved()).map(parseFloat);
    expect(Math.abs((scrollPadding ?? 0) - height)).toBeLessThanOrEqual(1);
    expect(Math.abs((padding ?? 0) - height)).toBeLessThanOrEqual(1);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await reserved()).toEqual(['auto', '0px']);
  });
});

// Every control a keyboard reaches on these pages, one Tab at a time, is in view above the banner
// and, in the main content, below the sticky header (one taller than the room between them shows at
// least its top there). With reduced motion, so each scroll to what took focus is made at once: a
// glide ends where the jump does, and waiting out a glide at each of a page's hundred stops is
// most of what this test would take.
for (const { path, width, height } of [
  { path: '/', width: 390, height: 844 },
  { path: '/tax-calculator', width: 390, height: 844 },
  { path: '/contact', width: 1280, height: 800 },
]) {
  test(`${path} at ${width} px: no focused control is hidden under the banner`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
    });
    await fixClock(context);
    const page = await context.newPage();
    await openWithBanner(page, path);
    let checked = 0;
    for (let i = 0; i < 250; i += 1) {
      await page.keyboard.press('Tab');
      const first = await focusState(page);
      if (first.atStart || (checked > 0 && first.inBanner)) break;
      if (first.inBanner) continue;
      checked += 1;
      // Polled unless already in view: the page may still be laying out what took focus.
      if (inView(first) === 'in view') continue;
      await expect
        .poll(async () => inView(await focusState(page)), `focus stop ${checked}: ${first.name}`)
        .toBe('in view');
    }
    expect(checked).toBeGreaterThan(20);
    await context.close();
  });
}

test('at 200 % zoom on a phone (195 × 422) the banner sits at the top and covers nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 195, height: 422 } });
  await fixClock(context);
  const page = await context.newPage();
  await openWithBanner(page, '/');
  const box = await banner(page).boundingBox();
  expect(box?.y).toBe(0);
  // It scrolls away with the page, and the page reserves nothing for it.
  const calculate = page.getByRole('link', { name: 'Calculate Your Tax' });
  await calculate.scrollIntoViewIfNeeded();
  await expect(calculate).toBeInViewport({ ratio: 1 });
  const bannerBox = await banner(page).boundingBox();
  const calculateBox = await calculate.boundingBox();
  expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(calculateBox?.y ?? 0);
  // Its buttons are above the page's floating chat button, not under it.
  await banner(page).getByRole('button', { name: 'Accept All' }).click({ trial: true });
  await context.close();
});

// A link pressed with the pointer takes focus where the visitor pressed it: the page follows only
// the focus it shows (the keyboard's), so the smooth scroll to the link's anchor is not undone once
// it ends (as it was: the page went back up to the pressed link).
test('a pressed in-page link takes a phone to its anchor while the banner shows', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    reducedMotion: 'no-preference',
  });
  await fixClock(context);
  const page = await context.newPage();
  await openWithBanner(page, '/company-registration');
  const book = page.locator('#book');
  const top = () => book.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  expect(await top()).toBeGreaterThan(844);
  await page.getByRole('main').getByRole('link', { name: 'Book a free call' }).first().click();
  // Where the scroll ends: the booking section under the sticky header, and still there once the
  // page has not scrolled for a second.
  await expect.poll(top, { timeout: 10_000 }).toBeLessThan(200);
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let quiet = setTimeout(done, 1_000);
        window.addEventListener('scroll', () => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 1_000);
        });
      }),
  );
  expect(await top()).toBeGreaterThanOrEqual(0);
  expect(await top()).toBeLessThan(200);
  await context.close();
});
