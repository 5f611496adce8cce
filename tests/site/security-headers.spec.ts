// The site's security headers, as the built `_headers` and scripts/serve.ts send them, hold with
// everything the site loads. every-route.spec.ts visits each route as a new visitor who accepts
// cookies (gtag.js loads and reports) and books through Cal.com's embed, with Google's and Cal.com's
// scripts as stand-ins at the network edge (third-parties.ts); here the admin signs in and previews
// and saves a photo, the headers are read, and a script from anywhere else is refused. Any
// `securitypolicyviolation` event or console report of one fails the test.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test.ts';
import {
  adminSession,
  deleteMemberViaApi,
  makePng,
  membersNamed,
  signInAdminThroughUi,
  uniqueName,
} from '../team/support.ts';
import { fakeThirdParties, watchViolations } from './third-parties.ts';
import { gotoHydrated } from '../support/browser.ts';
import { storeConsent } from './site-support.ts';
import { SITE_URL } from '../../playwright.config.ts';
import { PAGE_LOADER, pageScripts } from '../../scripts/page-loader.ts';
import { inlineScripts, scriptHashSource } from '../../scripts/security-headers.ts';

test('the admin signs in, previews and saves a photo, and /team shows it, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await fakeThirdParties(page);
  // Cookies accepted before the first page, so Google's stand-in loads on every page the admin opens
  // and the banner never slides in over a form as it is pressed.
  await storeConsent(page.context(), {
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
  await signInAdminThroughUi(page);
  await page.goto('/team-admin');
  const form = page.locator('form');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const name = uniqueName('Policy Check');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Position').fill('Auditor');
  await form
    .getByLabel('Photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(40, 40) });
  await expect(form.getByAltText('Photo preview')).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Add Member' }).click();

  const { accessToken } = await adminSession(request);
  await expect.poll(async () => (await membersNamed(request, accessToken, name)).length).toBe(1);
  const [member] = await membersNamed(request, accessToken, name);
  try {
    await page.getByRole('link', { name: 'View Public Page' }).click();
    const image = page
      .getByTestId('team-member-card')
      .filter({ hasText: name })
      .getByAltText(`Photo of ${name}`);
    // The photo comes from the backend's storage, which img-src allows.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    expect(await violations()).toEqual([]);
  } finally {
    await deleteMemberViaApi(request, accessToken, member!.id);
  }
});

test.describe('headers', () => {
  for (const path of ['/', '/auth/', '/team-admin/']) {
    test(`${path} is sent with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
      const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }

  test('the policy refuses a script from anywhere else', async ({ page }) => {
    await fakeThirdParties(page);
    await page.goto('/');
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(`${event.effectiveDirective} ${event.blockedURI}`),
          );
          const inline = document.createElement('script');
          inline.textContent = 'window.ran = true';
          document.head.append(inline);
        }),
    );
    expect(blocked).toBe('script-src-elem inline');
    expect(await page.evaluate(() => 'ran' in window)).toBe(false);
  });

  // What the page's own policy adds: a script slipped into its markup, as an injection would put
  // it, is refused even from the site's own origin.
  test('the policy refuses a script slipped into a page’s markup, and a copy of its loader starts only the site’s files', async ({
    page,
  }) => {
    await fakeThirdParties(page);
    const violations = await watchViolations(page);
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(sent.url()));
    const foreign = [
      '/widgets/acct-review-carousel.js',
      '/assets/../widgets/acct-cookie-consent.js',
      'https://scripts.example/loader.js',
    ];
    const planted = [
      '<script>window.ran = true</script>',
      '<script src="/widgets/acct-payroll-calculator.js"></script>',
      // The loader's own text is trusted by its hash wherever it stands, whatever it is told.
      `<script data-entry="${foreign[0]}" data-modules="${foreign.join(' ')}">${PAGE_LOADER}</script>`,
    ].join('');
    await page.route(
      (url) => url.pathname.replace(/\/$/, '') === '/pricing',
      async (route) => {
        const real = await route.fetch();
        const body = (await real.text()).replace('</body>', `${planted}</body>`);
        await route.fulfill({ response: real, body });
      },
    );
    await gotoHydrated(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'ran' in window)).toBe(false);
    expect(requested.filter((url) => /acct-review|acct-cookie|scripts\.example/.test(url))).toEqual(
      [],
    );
    const refused = await violations();
    expect(refused.some((line) => line.startsWith('script-src-elem inline'))).toBe(true);
    expect(refused.some((line) => line.includes('/widgets/acct-payroll-calculator.js'))).toBe(true);
  });
});

test('each page starts its scripts from one loader the policy trusts by its hash', async ({
  page,
  request,
}) => {
  const response = await request.get('/pricing');
  const html = await response.text();
  // The page names no script file to the browser: its one script is the loader.
  expect(inlineScripts(html)).toEqual([PAGE_LOADER]);
  expect(html).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/);
  // The header allows it by its hash; the page's own policy trusts nothing else by name.
  expect(response.headers()['content-security-policy']).toContain(scriptHashSource(PAGE_LOADER));
  expect(html).toContain(
    `<meta http-equiv="Content-Security-Policy" content="script-src ${scriptHashSource(PAGE_LOADER)} 'strict-dynamic' https: 'self'">`,
  );
  const violations = await watchViolations(page);
  await fakeThirdParties(page);
  await gotoHydrated(page, '/pricing');
  // The page's own modules were started, each at a low priority: they hydrate what is painted.
  const started = await page.evaluate((modules) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    return modules.map(
      (path) =>
        links.find((link) => new URL(link.href).pathname === path)?.getAttribute('fetchpriority') ??
        'missing',
    );
  }, pageScripts(html));
  expect(started.length).toBeGreaterThan(1);
  expect(new Set(started)).toEqual(new Set(['low']));
  expect(await violations()).toEqual([]);
});

// Each in a context of its own: the tests' fixed clock stands in for frames and performance entries.
for (const { firstFrameAfter, when } of [
  { firstFrameAfter: 0, when: 'painted what it holds' },
  // A slow phone's first layout can take longer than any timer a loader could guess.
  { firstFrameAfter: 600, when: 'painted what it holds, however late that is' },
]) {
  test(`a page starts its scripts only once it has ${when}`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: SITE_URL });
    const page = await context.newPage();
    // The first frame after the document is parsed: its callback runs before that frame's paint.
    await page.addInitScript((delay) => {
      if (delay) {
        const frame = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) =>
          window.setTimeout(() => frame(callback), delay) as unknown as number;
      }
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => {
          (window as unknown as { parsedFrame: number }).parsedFrame = performance.now();
        }),
      );
    }, firstFrameAfter);
    const html = await (await page.request.get('/pricing')).text();
    await gotoHydrated(page, '/pricing');
    const timing = await page.evaluate(
      (modules) => ({
        frame: (window as unknown as { parsedFrame: number }).parsedFrame,
        starts: performance
          .getEntriesByType('resource')
          .filter((entry) => modules.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }),
      pageScripts(html),
    );
    expect(timing.starts).toHaveLength(pageScripts(html).length);
    expect(Math.min(...timing.starts)).toBeGreaterThan(timing.frame);
    await context.close();
  });
}

test('a page in a background tab, which paints no frame, starts its scripts', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: SITE_URL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { get: () => true });
    window.requestAnimationFrame = () => 0;
  });
  await gotoHydrated(page, '/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test.describe('the publish root’s _headers', () => {
  test('/widgets/* is served to partners with CORS, and with the security headers', async ({
    request,
  }) => {
    for (const path of [
      '/widgets/acct-director-calculator.js',
      '/widgets/esm/acct-director-calculator.js',
    ]) {
      const response = await request.get(path, { headers: { origin: 'https://partner.example' } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['access-control-allow-origin'], path).toBe('*');
      expect(headers['cross-origin-resource-policy'], path).toBe('cross-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
    }
    // The site's own pages are not opened to other origins.
    const home = await request.get('/', { headers: { origin: 'https://partner.example' } });
    expect(home.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('/demo/* is served with the security headers and cannot be framed', async ({
    request,
    page,
  }) => {
    for (const path of ['/demo/', '/demo/csp/']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['content-security-policy'], path).toMatch(/frame-ancestors 'none'/);
      expect(headers['x-robots-tag'], path).toBe('noindex');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
    // The strict page's own policy comes on top of the site's.
    const strict = (await request.get('/demo/csp/')).headers()['content-security-policy'] ?? '';
    expect(strict).toContain("default-src 'self'; script-src 'self'; style-src 'self'");
    // A page of another origin framing the demo gets nothing in the frame. It is served from this
    // machine (another port), as Chromium refuses any frame of a local page in a page it does not
    // know to be local (a Playwright route's), which would pass for the headers' refusal. The control
    // is a page of the demo's origin that sends no framing rule, framed the same way, which shows.
    const framer = createServer((request, response) => {
      const src = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('src') ?? '';
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Framer</title><iframe src="${src}" title="framed"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const { port } = framer.address() as AddressInfo;
    await page.route('http://127.0.0.1:4173/frameable', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Frameable</h1>' }),
    );
    const headingsFramed = async (src: string) => {
      await page.goto(`http://127.0.0.1:${port}/?src=${encodeURIComponent(src)}`);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame, src).toBeDefined();
      return frame!.locator('h1').allTextContents();
    };
    try {
      expect(await headingsFramed('http://127.0.0.1:4173/frameable')).toEqual(['Frameable']);
      // Chromium's page for a refused frame has a heading of its own: the demo's must not show.
      await page.goto('/demo/');
      const demoHeading = await page.locator('h1').first().textContent();
      expect(demoHeading).toBeTruthy();
      expect(await headingsFramed('http://127.0.0.1:4173/demo/')).not.toContain(demoHeading);
    } finally {
      framer.close();
    }
  });
});
