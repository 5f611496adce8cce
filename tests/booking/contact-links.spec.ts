import { expect, test } from '../support/test.ts';
import { routeCalEmbed } from './cal-fixture.ts';

const PAGES = ['/', '/contact', '/accounts-tax', '/self-assessment', '/company-registration'];

for (const path of PAGES) {
  test(`${path}: chat and maps links open a prefilled chat or a map in a new tab`, async ({
    page,
  }) => {
    await routeCalEmbed(page);
    await page.goto(path);
    const chats = page.locator('a[href^="https://wa.me/"]');
    expect(await chats.count()).toBeGreaterThan(0);
    for (const link of await chats.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      const url = new URL(href);
      expect(url.pathname).toBe('/447700900461');
      const text = url.searchParams.get('text') ?? '';
      expect(text.length).toBeGreaterThan(10);
      // The prefilled text is URL-encoded: no raw spaces or apostrophes in the attribute.
      expect(href.split('?text=')[1]).toBe(encodeURIComponent(text));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const maps = page.locator('a[href^="https://www.google.com/maps/"]');
    for (const link of await maps.all()) {
      const url = new URL((await link.getAttribute('href')) ?? '');
      expect(url.searchParams.get('query')).toMatch(/London|Croydon/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
}
