import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents, shadowStyle } from './embed.ts';

const TAG = 'acct-cookie-consent';

/** Name of whatever really has focus, looking into the widget's shadow root. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      text: active?.textContent?.trim() ?? '',
      inDialog: Boolean(active?.closest('[role="dialog"]')),
      id: active?.id ?? '',
    };
  });

test('cookie consent bundle: banner, modal dialog, storage and isolation', async ({ page }) => {
  // The partner's Google tag, as far as Consent Mode goes.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
  const widget = page.locator(TAG);
  const banner = widget.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  // Reject and Accept have the same size and look.
  const reject = await widget.getByRole('button', { name: 'Reject All' }).boundingBox();
  const accept = await widget.getByRole('button', { name: 'Accept All' }).boundingBox();
  expect(reject?.height).toBe(accept?.height);
  expect(Math.abs((reject?.width ?? 0) - (accept?.width ?? 0))).toBeLessThan(2);

  await widget.getByRole('button', { name: 'Manage' }).click();
  const dialog = widget.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(banner).toBeHidden();
  // Polled: the light build's Preact runs the effect that moves focus in a frame after the paint.
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expectNoAxeViolations(page, TAG);

  for (let i = 0; i < 9; i += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  for (let i = 0; i < 3; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner).toBeVisible();
  expect((await focused(page)).text).toBe('Manage');
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

  await widget.getByRole('button', { name: 'Manage' }).click();
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'),
    date: localStorage.getItem('cookie-consent-date'),
  }));
  expect(stored.consent).toEqual({
    necessary: true,
    analytics: true,
    marketing: false,
    functional: false,
  });
  expect(new Date(stored.date ?? '').toISOString()).toBe(stored.date);
  const events = await recordedEvents(page);
  expect(events).toEqual([{ type: 'acct-consent-change', target: TAG, detail: stored }]);
  const gtagCalls = await page.evaluate(
    () => (window as unknown as { __gtagCalls: unknown[] }).__gtagCalls,
  );
  expect(gtagCalls).toHaveLength(1);
  expect(gtagCalls[0]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
  ]);

  // The page-wide reopening event opens the dialog with the stored values.
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('acct-open-cookie-preferences')));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await page.waitForFunction((name) => customElements.get(name) !== undefined, TAG);
  await expect(widget.getByRole('dialog')).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('acct-open-cookie-preferences')));
  await expectIsolation(page, TAG, '.acct-consent__category-label');
});

test('corrupted stored consent shows the banner and throws nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', '{"necessary":true,"analytics":');
    localStorage.setItem('cookie-consent-date', 'not a date');
  });
  await openEmbedPage(page, TAG);
  await expect(page.locator(TAG).getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.locator(TAG).getByRole('button', { name: 'Accept All' }).click();
  await expect(page.locator(TAG).getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('two consent elements on a page show one banner and one dialog, and nothing crashes', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
  // A script clones the element with its attributes and never inserts the copy (r2wc renders it
  // anyway), then a plugin adds its own element next to the partner's.
  await page.evaluate((tag) => {
    const copy = document.querySelector(tag)?.cloneNode(false);
    document.body.dataset['copied'] = String(copy instanceof HTMLElement);
    document.querySelector('main')?.append(document.createElement(tag));
  }, TAG);
  const banners = page.getByRole('region', { name: 'Cookie consent' });
  const dialogs = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(page.locator(TAG)).toHaveCount(2);
  await expect(banners).toHaveCount(1);

  await page.evaluate(() => window.dispatchEvent(new CustomEvent('acct-open-cookie-preferences')));
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toBeVisible();
  // Focus inside first: the trap that keeps it there is set up by the same effect.
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(0);

  // The partner's element goes; the plugin's one takes over the banner.
  await page.evaluate((tag) => document.querySelector(tag)?.remove(), TAG);
  await expect(page.locator(TAG)).toHaveCount(1);
  await expect(banners).toHaveCount(1);
  await page.locator(TAG).getByRole('button', { name: 'Accept All' }).click();
  await expect(banners).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('the banner is low, and the page keeps room for it while it shows', async ({ page }) => {
    await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
    // A long partner page: the element comes after all of it.
    await page.evaluate(() => {
      const links = Array.from({ length: 24 }, (_, index) => {
        const link = document.createElement('a');
        link.href = `#section-${index}`;
        link.textContent = `Section ${index}`;
        return link;
      });
      document.getElementById('host-text')?.after(...links);
    });
    const banner = page.locator(TAG).getByRole('region', { name: 'Cookie consent' });
    const box = await banner.boundingBox();
    const height = box?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThanOrEqual(844 / 4);
    const rootStyle = () =>
      page.evaluate(() => {
        const { style } = document.documentElement;
        return [
          style.getPropertyValue('padding-bottom'),
          style.getPropertyValue('scroll-padding-bottom'),
          style.getPropertyValue('--acct-consent-banner-height'),
        ];
      });
    const reserved = async () => (await rootStyle()).map((value) => parseFloat(value ?? ''));
    for (const value of await reserved()) expect(Math.abs(value - height)).toBeLessThanOrEqual(1);

    // Removed (a single-page app leaving the page), it gives the room back; put back on a page
    // with padding of its own, it adds to it.
    await page.evaluate((tag) => {
      const element = document.querySelector(tag);
      Object.assign(window, { __removed: element });
      element?.remove();
    }, TAG);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('style')))
      .toBe('');
    await page.evaluate(() => {
      document.documentElement.style.paddingBottom = '10px';
      const element = (window as unknown as { __removed: Element }).__removed;
      document.querySelector('main')?.append(element);
    });
    await expect(banner).toBeVisible();
    const [padding = 0, scrollPadding = 0] = await reserved();
    expect(Math.abs(padding - 10 - height)).toBeLessThanOrEqual(1);
    expect(Math.abs(scrollPadding - height)).toBeLessThanOrEqual(1);

    // Tabbing through the partner's page never leaves focus under the banner.
    for (let i = 0; i < 24; i += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return { text: active.textContent, bottom: active.getBoundingClientRect().bottom };
      });
      expect(state.text).toBe(`Section ${i}`);
      expect(state.bottom).toBeLessThanOrEqual((box?.y ?? 0) + 0.5);
    }

    await page.locator(TAG).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner).toHaveCount(0);
    expect(await rootStyle()).toEqual(['10px', '', '']);
  });

  // The room is the root element's padding, and a change of the root's padding stops the browser's
  // scroll anchoring for the layout it is part of: whatever else moved the page in that frame (a
  // typeface arriving, content loaded above) moved it under the visitor, as a page opened at an
  // #anchor did on a phone while its banner came in. The widget lays its room out at once, apart.
  test('what the visitor reads stays put when the page grows above it as the banner makes room', async ({
    page,
  }) => {
    await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
    await expect(page.locator(TAG).getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    // A long partner page, read halfway down, with the banner not yet shown.
    await page.evaluate((tag) => {
      const paragraphs = Array.from({ length: 60 }, (_, index) => {
        const paragraph = document.createElement('p');
        paragraph.id = `paragraph-${index}`;
        paragraph.textContent = `Paragraph ${index} of the partner's article.`;
        return paragraph;
      });
      document.getElementById('host-text')?.after(...paragraphs);
      const element = document.querySelector(tag)!;
      Object.assign(window, { __removed: element });
      element.remove();
    }, TAG);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('style')))
      .toBe('');
    const reading = page.locator('#paragraph-40');
    await reading.evaluate((paragraph: HTMLElement) =>
      window.scrollTo(0, paragraph.offsetTop - 200),
    );
    const top = () => reading.evaluate((paragraph) => paragraph.getBoundingClientRect().top);
    const before = await top();

    // The banner comes back; as its room is set, something 300 px tall is added at the top.
    await page.evaluate(() => {
      const root = document.documentElement;
      const observer = new MutationObserver(() => {
        observer.disconnect();
        const block = document.createElement('div');
        block.style.height = '300px';
        document.querySelector('main')?.prepend(block);
      });
      observer.observe(root, { attributes: true, attributeFilter: ['style'] });
      document
        .querySelector('main')
        ?.append((window as unknown as { __removed: Element }).__removed);
    });
    await expect(page.locator(TAG).getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main > div')?.clientHeight))
      .toBe(300);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
  });

  test('zoomed to 200 % it sits in the page where the element is, and reserves nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 195, height: 422 });
    await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
    const banner = page.locator(TAG).getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    expect(await shadowStyle(page, TAG, '.acct-consent__banner', ['position'])).toEqual({
      position: 'relative',
    });
    expect(await page.evaluate(() => document.documentElement.getAttribute('style'))).toBeNull();
    // Back to a phone's full size it floats again and the page makes room.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.paddingBottom))
      .toMatch(/px$/);
  });
});

test('a partner page downloads no web font: the banner keeps the widget’s own font stack', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await openEmbedPage(page, TAG, 'privacy-url="/privacy-cookies"');
  await expect(page.locator(TAG).getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const { 'font-family': family } = await shadowStyle(page, TAG, '.acct-consent__banner', [
    'font-family',
  ]);
  expect(family).toMatch(/^system-ui,/);
  expect(fonts).toEqual([]);
});
