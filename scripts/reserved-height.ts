// `npx tsx scripts/reserved-height.ts <tag>`, after a build of the widgets: the `reservedHeight` a
// widget's api.ts declares, measured rather than guessed. The widget's first form is rendered from
// its built classic script in Chromium at every width from 300 to 1,300 px (20 px apart), as
// tests/widgets/partner-article.spec.ts renders it, and the tightest
// `clamp(min, calc(top − slope·cqw), max)` above every height is printed, in `em` of a 16 px default
// text size with half an `em` to spare, which that test then holds it to.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './chromium.ts';

const tag = process.argv[2];
if (!tag?.startsWith('acct-')) {
  console.error('Usage: npx tsx scripts/reserved-height.ts <acct-…> (after npm run build:widgets)');
  process.exit(1);
}

const WIDTHS = Array.from({ length: 51 }, (_, index) => 300 + index * 20);
const EM = 16;
const SPARE = 0.5;

const page = join(tmpdir(), `reserved-height-${tag}.html`);
const script = pathToFileURL(resolve('dist/widgets', `${tag}.js`)).href;
writeFileSync(
  page,
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="${script}" defer></script></head>
<body style="margin:0">${WIDTHS.map(
    (width) =>
      `<div style="width:${width}px"><${tag} style="display:block;container-type:inline-size"></${tag}></div>`,
  ).join('\n')}</body></html>`,
);

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless'],
});
const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await tab.goto(pathToFileURL(page).href);
await tab.locator(tag).last().locator('button').first().waitFor({ state: 'attached' });
const heights = await tab
  .locator(tag)
  .evaluateAll((elements) =>
    elements.map(
      (element) => element.shadowRoot?.lastElementChild?.getBoundingClientRect().height ?? 0,
    ),
  );
await browser.close();

const ems = (px: number) => Math.ceil((px / EM + SPARE) * 10) / 10;
const lowest = ems(Math.min(...heights));
const highest = ems(Math.max(...heights));
// Every slope (in cqw, a hundredth of the width) in tenths; for each, the lowest top that keeps the
// line above every height; the pair that holds the least space the widget does not use.
let best: { waste: number; top: number; slope: number } | undefined;
for (let tenths = 0; tenths <= 6000; tenths += 5) {
  const slope = tenths / 10;
  const top = Math.max(
    ...WIDTHS.map((width, index) => ems(heights[index]! + (slope * width) / 100)),
  );
  const held = (width: number) =>
    Math.min(highest * EM, Math.max(lowest * EM, top * EM - (slope * width) / 100));
  const waste = WIDTHS.reduce((sum, width, index) => sum + held(width) - heights[index]!, 0);
  if (!best || waste < best.waste) best = { waste, top, slope };
}
console.log(
  `${tag}: ${Math.round(Math.max(...heights))} px at 300 px wide, ${Math.round(Math.min(...heights))} px at its widest`,
);
console.log(
  `reservedHeight: 'clamp(${lowest}em, calc(${best!.top}em - ${best!.slope}cqw), ${highest}em)'`,
);
