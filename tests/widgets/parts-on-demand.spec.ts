// Parts on demand in the classic and light scripts: what a visitor downloads before the calculator
// answers is its script alone; the working's steps, the year comparison and the other "More about
// you" questions are chunks beside the script, fetched from the script's own address once the first
// result is on screen, once per page however many widgets use them. A chunk that cannot be loaded
// is said so in the widget, with a Retry, while the figures stay; and a partner's strict policy that
// names the scripts' folder lets them in, one that names the script file alone does not.
import { expect, test, type Page, type Request } from '../support/test.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import { ORIGIN, bundlePath, widgetBuild } from './embed.ts';

const SELF_EMPLOYED = 'acct-self-employed-calculator';
const DIRECTOR = 'acct-director-calculator';
const INCORPORATION = 'acct-incorporation-calculator';
const CHUNK = /\/widgets\/chunks\/([a-z-]+)-[0-9a-f]{8}\.js(?:\?retry=\d+)?$/;

/** The chunks the page asked for, by name, as often as it asked. */
function chunkRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    const name = CHUNK.exec(request.url())?.[1];
    if (name) names.push(name);
  });
  return names;
}

/** A plain page at `origin` with the widgets' elements and their scripts, as a partner writes it. */
async function openPage(
  page: Page,
  { tags, origin = ORIGIN, policy }: { tags: string[]; origin?: string; policy?: string },
) {
  const path = `/parts-test/${tags.join('+')}.html`;
  await page.route(`${origin}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: policy ? { 'Content-Security-Policy': policy } : {},
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parts on demand</title>
${tags.map((tag) => `<script src="${ORIGIN}${bundlePath(tag)}" defer></script>`).join('\n')}
</head><body><main>${tags.map((tag) => `<${tag}></${tag}>`).join('\n')}</main></body></html>`,
    }),
  );
  await page.goto(`${origin}${path}`);
  for (const tag of tags)
    await page.waitForFunction((name) => customElements.get(name) !== undefined, tag);
}

async function calculateSelfEmployed(page: Page) {
  const widget = page.locator(SELF_EMPLOYED);
  await widget.getByLabel('Annual income').fill('50000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByText('Your estimate for')).toBeVisible();
  return widget;
}

test('the first load is the script alone; the parts follow the first result, once per page', async ({
  page,
}) => {
  const chunks = chunkRequests(page);
  await openPage(page, { tags: [SELF_EMPLOYED, DIRECTOR] });
  // Rendered and idle, before any result: nothing more than the scripts.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);

  const selfEmployed = await calculateSelfEmployed(page);
  await expect
    .poll(() => [...chunks].sort())
    .toEqual(['comparison-table', 'more-about-you-fields', 'working-steps']);
  // Preloaded: the panel is filled while closed, so opening it shows the steps at once.
  await expect(
    selfEmployed.locator('.acct-working__panel .acct-working__figure').first(),
  ).toBeAttached();
  await selfEmployed.getByRole('button', { name: 'How we worked this out' }).click();
  await expect(selfEmployed.getByRole('heading', { name: /^Income tax/ })).toBeVisible();
  await expect(selfEmployed.getByText(/^Loading/)).toHaveCount(0);

  // The second widget, with a runtime of its own, uses the same chunks: not fetched again.
  const director = page.locator(DIRECTOR);
  await director.getByLabel('Annual salary').fill('12570');
  await director.getByLabel('Dividends').fill('50000');
  await director.getByRole('button', { name: 'Calculate' }).click();
  await director.getByRole('switch', { name: 'Compare years' }).check();
  await expect(director.getByRole('table', { name: /^Your figures in/ })).toBeVisible();
  await director.getByRole('button', { name: 'More about you' }).click();
  await expect(director.getByLabel('Children you get Child Benefit for')).toBeVisible();
  expect([...chunks].sort()).toEqual([
    'comparison-table',
    'more-about-you-fields',
    'working-steps',
  ]);
});

// Every calculator answers with every chunk refused: what its first result needs is in its script.
for (const api of PUBLISHED_WIDGET_APIS.filter((widget) => widget.calculator)) {
  test(`${api.tag} answers from its script alone, its parts refused`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const refused = chunkRequests(page);
    await page.route(/\/widgets\/chunks\//, (route) => route.abort('internetdisconnected'));
    // Its first amount, every count and every list of records (its documented example) filled, as
    // a page that shows a scenario does.
    const amount = api.attributes.find((attribute) => attribute.field?.kind === 'amount');
    const filled = [
      `${amount?.name ?? ''}="50000"`,
      ...api.attributes
        .filter((attribute) => attribute.field?.kind === 'count')
        .map((attribute) => `${attribute.name}="5"`),
      ...api.attributes
        .filter((attribute) => attribute.field?.kind === 'rows')
        .map((attribute) => `${attribute.name}="${attribute.example ?? ''}"`),
    ].join(' ');
    await page.route(`${ORIGIN}/parts-test/answers.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First result</title>
<script src="${ORIGIN}${bundlePath(api.tag)}" defer></script></head>
<body><main><${api.tag} ${filled} auto-calculate></${api.tag}></main></body></html>`,
      }),
    );
    await page.goto(`${ORIGIN}/parts-test/answers.html`);
    const widget = page.locator(api.tag);
    // Its first figure: the headline where the result has one, else its first row.
    const figure = widget.locator('.acct-results__headline-value, .acct-result-row__value').first();
    await expect(figure).toHaveText(/^£[\d,]+\.\d\d/);
    // The parts were asked for after the result, and refused: the result stands.
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await expect(figure).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a part that cannot be loaded says so, the figures stay, and Retry brings it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let offline = true;
  await page.route(/\/widgets\/chunks\/working-steps-/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await openPage(page, { tags: [SELF_EMPLOYED] });
  const widget = await calculateSelfEmployed(page);
  await widget.getByRole('button', { name: 'How we worked this out' }).click();
  const alert = widget.getByRole('alert');
  await expect(alert).toHaveText(
    /The working could not be loaded\. Check your connection and try again\.\s*Retry/,
  );
  // The figures are still those of the fields.
  await expect(widget.getByText('Profit', { exact: true })).toBeVisible();
  await expect(widget.locator('.acct-results__headline-value').first()).toHaveText(
    /^£[\d,]+\.\d\d$/,
  );

  offline = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.getByRole('heading', { name: /^Income tax/ })).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  // Focus is not left on a button that has gone: it is on the first link of the steps.
  await expect(widget.locator('.acct-working__panel a').first()).toBeFocused();
  expect(errors).toEqual([]);
});

test('the comparison answers while its chart cannot be loaded, and Retry brings the chart', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let offline = true;
  await page.route(/\/widgets\/chunks\/chart-/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await openPage(page, { tags: [INCORPORATION] });
  const widget = page.locator(INCORPORATION);
  await widget.getByRole('textbox', { name: 'Profit' }).fill('60000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  // Both sides and the answer are the script's own; the comparison against profit is the part's.
  await expect(widget.locator('[part="answer"]')).toHaveText(/^A limited company would leave/);
  const alert = widget.getByRole('alert');
  await expect(alert).toHaveText(
    /The chart could not be loaded\. Check your connection and try again\.\s*Retry/,
  );
  await expect(widget.getByRole('region', { name: 'Limited company', exact: true })).toBeVisible();

  offline = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.locator('[part="chart"] svg .acct-chart__line')).toBeAttached();
  await expect(
    widget.getByRole('table', { name: 'What a limited company leaves you, by profit' }),
  ).toBeVisible();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

// The page on another origin than the scripts, as a partner's is: the practice's script host,
// answered by the local build; the script injected late by the page's own code, as a tag manager does.
const SCRIPT_HOST = PRACTICE.scriptHost;
const scriptUrl = () => `${SCRIPT_HOST}${bundlePath(SELF_EMPLOYED)}`;

async function openUnderPolicy(page: Page, scriptSource: string) {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await page.route(`${SCRIPT_HOST}/widgets/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    await route.fulfill({ response: await route.fetch({ url: `${ORIGIN}${path}` }) });
  });
  await page.route(`${ORIGIN}/parts-test/tag-manager.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `setTimeout(() => {
  const script = document.createElement('script');
  script.src = ${JSON.stringify(scriptUrl())};
  document.head.append(script);
}, 300);`,
    }),
  );
  await page.route(`${ORIGIN}/parts-test/policy.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: {
        'Content-Security-Policy': `default-src 'self'; script-src 'self' ${scriptSource}; style-src 'self'`,
      },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Strict policy</title>
<script src="/parts-test/tag-manager.js"></script></head>
<body><main><${SELF_EMPLOYED}></${SELF_EMPLOYED}></main></body></html>`,
    }),
  );
  await page.goto(`${ORIGIN}/parts-test/policy.html`);
  await page.waitForFunction((name) => customElements.get(name) !== undefined, SELF_EMPLOYED);
  return violations;
}

test('under a strict policy naming the scripts’ folder, a script loaded late loads its parts', async ({
  page,
}) => {
  const violations = await openUnderPolicy(page, `${SCRIPT_HOST}/widgets/`);
  const widget = await calculateSelfEmployed(page);
  await widget.getByRole('button', { name: 'How we worked this out' }).click();
  await expect(widget.getByRole('heading', { name: /^Income tax/ })).toBeVisible();
  await widget.getByRole('switch', { name: 'Compare years' }).check();
  await expect(widget.getByRole('table', { name: /^Your figures in/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a policy naming the script file alone refuses its parts, and the widget says so', async ({
  page,
}) => {
  const violations = await openUnderPolicy(page, scriptUrl());
  const widget = await calculateSelfEmployed(page);
  await widget.getByRole('button', { name: 'How we worked this out' }).click();
  await expect(widget.getByRole('alert')).toContainText('The working could not be loaded');
  expect(violations.some((text) => /^script-src(-elem)? .*\/widgets\/chunks\//.test(text))).toBe(
    true,
  );
});

test('in the ES build the parts are chunks the browser finds from the module’s own address', async ({
  page,
}) => {
  test.skip(widgetBuild() === 'lite', 'the ES build has one runtime, React');
  let offline = true;
  const asked: string[] = [];
  await page.route(/\/widgets\/esm\/chunks\/working-steps-/, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return offline ? route.abort('internetdisconnected') : route.continue();
  });
  await page.route(`${ORIGIN}/parts-test/esm.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ES build</title>
<script type="module" src="/widgets/esm/${SELF_EMPLOYED}.js"></script></head>
<body><main><${SELF_EMPLOYED}></${SELF_EMPLOYED}></main></body></html>`,
    }),
  );
  await page.goto(`${ORIGIN}/parts-test/esm.html`);
  const widget = await calculateSelfEmployed(page);
  await widget.getByRole('button', { name: 'How we worked this out' }).click();
  await expect(widget.getByRole('alert')).toContainText('The working could not be loaded');
  offline = false;
  await widget.getByRole('button', { name: 'Retry' }).click();
  await expect(widget.getByRole('heading', { name: /^Income tax/ })).toBeVisible();
  expect(
    asked.every((path) => /^\/widgets\/esm\/chunks\/working-steps-[\w-]+\.js$/.test(path)),
  ).toBe(true);
});
