// Lighthouse (mobile preset) on a partner's article (scripts/partner-article.ts) with each widget
// embedded as the partner guide writes it: near the top of the article and below the fold, from the
// light and the classic script, each beside the same article with no widget. Served compressed from
// the built dist/widgets, each variant run in turn (RUNS rounds, default 3) and its median printed:
// the performance score, CLS, total blocking time and the script bytes transferred. Asserts nothing.
// `npm run bench partner-article`; PARTNER_WIDGETS=acct-self-employed-calculator,… limits the widgets.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { embedElement } from '../../demo/scripts/snippet.ts';
import { reservedSpaceOf } from '../build-demo-catalogue.ts';
import { partnerArticle, type Placement } from '../partner-article.ts';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import { CHROMIUM } from '../chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WIDGETS_DIR = join(ROOT, 'dist', 'widgets');
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const asked = process.env.PARTNER_WIDGETS?.split(',').map((tag) => tag.trim());
// The cookie banner floats over the page and holds no space: the article measures the others.
const WIDGETS = PUBLISHED_WIDGET_APIS.filter(
  (api) => api.reservedHeight && (!asked || asked.includes(api.tag)),
);
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

type Variant = { name: string; html: string };
type Figures = { score: number; cls: number; tbt: number; scriptBytes: number };

function variants(): Variant[] {
  const list: Variant[] = [{ name: 'no widget', html: partnerArticle() }];
  for (const api of WIDGETS) {
    for (const build of ['light', 'classic'] as const) {
      const src = build === 'light' ? `/widgets/lite/${api.tag}.js` : `/widgets/${api.tag}.js`;
      for (const placement of ['top', 'below the fold'] as Placement[]) {
        list.push({
          name: `${api.tag} ${build}, ${placement === 'top' ? 'near the top' : 'below the fold'}`,
          html: partnerArticle({
            embed: embedElement(api.tag, [], reservedSpaceOf(api)),
            placement,
            head: `<script src="${src}" defer></script>`,
          }),
        });
      }
    }
  }
  return list;
}

/** The article variants at /article/<index>.html and the built widgets, compressed as a host would. */
async function serve(pages: Variant[]) {
  const compressed = new Map<string, Buffer>();
  const server = createHttpServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const page = /^\/article\/(\d+)\.html$/.exec(path);
    let body: Buffer | undefined;
    let type = TYPES['.html']!;
    if (page) body = Buffer.from(pages[Number(page[1])]?.html ?? '');
    else if (path.startsWith('/widgets/')) {
      const file = normalize(join(WIDGETS_DIR, path.slice('/widgets/'.length)));
      if (file.startsWith(WIDGETS_DIR)) body = await readFile(file).catch(() => undefined);
      type = TYPES[extname(file)] ?? 'application/octet-stream';
    }
    if (!body || body.length === 0) {
      response.writeHead(404).end();
      return;
    }
    let packed = compressed.get(path);
    if (!packed) compressed.set(path, (packed = brotliCompressSync(body)));
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': 'br',
      'Cache-Control': 'no-cache',
    });
    response.end(packed);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

async function audit(port: number, url: string): Promise<Figures> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: summary?.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const pages = variants();
  const server = await serve(pages);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // One audit first, not counted: a fresh Chrome's first page pays for its own start.
    await audit(chrome.port, `${server.url}/article/0.html`);
    const runs: Figures[][] = pages.map(() => []);
    // Round by round, every variant once per round, so the machine's load falls on all alike.
    for (let round = 0; round < RUNS; round++)
      for (const [index] of pages.entries())
        runs[index]!.push(await audit(chrome.port, `${server.url}/article/${index}.html`));
    console.log(
      `Lighthouse 12, mobile preset, a partner's article, median of ${RUNS} run${RUNS > 1 ? 's' : ''} each`,
    );
    const width = Math.max(...pages.map((page) => page.name.length));
    console.log(`${'variant'.padEnd(width)}  score    CLS  TBT ms   script`);
    for (const [index, page] of pages.entries()) {
      const figures = runs[index]!;
      console.log(
        [
          page.name.padEnd(width),
          String(median(figures.map((run) => run.score))).padStart(6),
          median(figures.map((run) => run.cls))
            .toFixed(3)
            .padStart(6),
          median(figures.map((run) => run.tbt))
            .toFixed(0)
            .padStart(7),
          `${(median(figures.map((run) => run.scriptBytes)) / 1024).toFixed(1)} kB`.padStart(8),
        ].join(' '),
      );
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
