// What typing into a calculator costs the page's main thread, at Lighthouse's mobile CPU (4× slower):
// a visitor types "52000" into the calculator's first amount field (scripts/typing-scenario.ts), a
// key every 120 ms, and the result settles and is drawn. Each calculator is measured on its page of our site, and each
// published one on a partner's article (scripts/partner-article.ts) from its light and its classic
// script. The visit is traced in Chromium from the first key until everything the result started
// has finished, and each main-thread task is measured by its CPU time (a trace's thread duration,
// which hardly moves when other processes hold the cores) multiplied by 4, as Lighthouse's
// simulation does. Prints, as the median of several visits, the longest task and the tasks over
// 50 ms (a long task is one a visitor feels as the page freezing), and the longest of the tasks in
// which the page's own work ran, the figure tests/site/typing.spec.ts bounds. Asserts nothing.
// `npm run bench typing`; TYPING_RUNS=5 for more visits; TYPING_ONLY=planner,incorporation limits
// the calculators. Serves the built dist/ (`npm run build` first); nothing leaves the machine.
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { embedElement } from '../../demo/scripts/snippet.ts';
import { reservedSpaceOf } from '../build-demo-catalogue.ts';
import { partnerArticle } from '../partner-article.ts';
import { CALCULATOR_APIS } from '../../widgets/api.ts';
import { encodeFragment } from '../../widgets/scenarios.ts';
import { typingScenario } from '../typing-scenario.ts';
import { isPublished } from '../../widgets/shared/runtime/widget-api.ts';
import { SETTLE_MS } from '../../widgets/shared/toolkit/use-calculator-form.ts';
import { BROWSER_ARGS, mainThreadTasks, serve, type TraceEvent } from './trace.ts';
import { CHROMIUM } from '../chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const RUNS = Math.max(1, Number(process.env.TYPING_RUNS ?? 3) || 1);
const ONLY = process.env.TYPING_ONLY?.split(',').map((id) => id.trim());
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const TYPED = '52000';
const KEY_DELAY_MS = 120;
// After the last key: the settle, the result and whatever it starts after it is painted.
const AFTER_MS = SETTLE_MS + 2500;
const VIEWPORT = { width: 412, height: 823 };

type Variant = {
  name: string;
  /** The page's path, or the article's HTML served at /__typing. */
  path: string;
  html?: string;
  /** Where the calculator's fields are: the widget's element, or the page's main content. */
  scope: string;
  /** The input typed into. */
  field: string;
  /** A page of our site, which starts its calculator once it has hydrated. */
  site: boolean;
};
type Visit = { longest: number; long: number; blocking: number; pageWork: number };

function variants(): Variant[] {
  const list: Variant[] = [];
  for (const api of CALCULATOR_APIS) {
    const id = api.calculator.id;
    if (ONLY && !ONLY.includes(id)) continue;
    const { typed, fields, attributes } = typingScenario(api);
    const field = `input[name="${typed.name}"]`;
    list.push({
      name: `${id}, our page`,
      path: `${api.calculator.route}#${encodeFragment({ kind: id, fields })}`,
      scope: 'main',
      field,
      site: true,
    });
    if (!isPublished(api)) continue;
    for (const build of ['light', 'classic'] as const) {
      const src = build === 'light' ? `/widgets/lite/${api.tag}.js` : `/widgets/${api.tag}.js`;
      list.push({
        name: `${id}, ${build} script`,
        path: '/__typing',
        html: partnerArticle({
          embed: embedElement(api.tag, attributes, reservedSpaceOf(api)),
          placement: 'top',
          head: `<script src="${src}" defer></script>`,
        }),
        scope: api.tag,
        field,
        site: false,
      });
    }
  }
  return list;
}

async function visit(browser: Browser, url: string, variant: Variant): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.route(/^(?!http:\/\/127\.0\.0\.1:\d+\/)/, (route) => route.abort());
  if (variant.html) {
    const html = variant.html;
    await page.route(`${url}/__typing`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
    );
  }
  await page.goto(`${url}${variant.path}`, { waitUntil: 'load' });
  if (variant.site) await page.waitForFunction(() => document.documentElement.dataset.hydrated);
  const field = page.locator(variant.scope).locator(variant.field);
  await field.waitFor();
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  await page.waitForTimeout(500);
  // The result (in the widget's shadow root, which a locator reaches).
  const results = page.locator(variant.scope).locator('[part="results"]');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await field.pressSequentially(TYPED, { delay: KEY_DELAY_MS });
  await page.waitForTimeout(AFTER_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  // A visit whose typing brought no result measured nothing.
  if (!(await results.first().isVisible())) throw new Error(`${variant.name}: no result`);
  await context.close();
  const tasks = mainThreadTasks(trace.traceEvents).map((ms) => ms * CPU_SLOWDOWN);
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  // What tests/site/typing.spec.ts bounds: the tasks in which the page's own work ran.
  const pageWork = mainThreadTasks(trace.traceEvents, { pageWorkOnly: true });
  return {
    longest: Math.max(0, ...tasks),
    long: long.length,
    blocking: long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0),
    pageWork: Math.max(0, ...pageWork) * CPU_SLOWDOWN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function main() {
  // TYPING_DIST=<a dist folder> measures another build (main's, for a before and after).
  const server = await serve(resolve(ROOT, process.env.TYPING_DIST ?? 'dist'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: BROWSER_ARGS,
  });
  try {
    const list = variants();
    const width = Math.max(...list.map((variant) => variant.name.length));
    console.log(
      `Typing "${TYPED}" into a calculator: main-thread tasks, CPU time × ${CPU_SLOWDOWN}, ${VIEWPORT.width}×${VIEWPORT.height}, median of ${RUNS} visits (ms)`,
    );
    console.log(
      `${'calculator'.padEnd(width)}  longest  over 50 ms  blocking  page's work  (longest per visit)`,
    );
    for (const variant of list) {
      // A first visit warms the server and the disk; it is not counted.
      await visit(browser, server.url, variant);
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, server.url, variant));
      const of = (key: keyof Visit) => median(visits.map((one) => one[key]));
      console.log(
        [
          variant.name.padEnd(width),
          of('longest').toFixed(0).padStart(8),
          String(of('long')).padStart(11),
          of('blocking').toFixed(0).padStart(9),
          of('pageWork').toFixed(0).padStart(12),
          ` (${visits.map((one) => one.longest.toFixed(0)).join(' ')})`,
        ].join(' '),
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
