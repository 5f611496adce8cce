// A partner's article page, plain as a blog post is (a header, a column of text, a footer; its own
// small stylesheet in the page, no script of its own), with a widget's embed where the partner puts
// it: near the top, after the first paragraph, or below the fold, after a dozen paragraphs. The
// browser tests measure layout shifts on it (tests/widgets/partner-article.spec.ts).

/** Where the partner puts the widget. */
export type Placement = 'top' | 'below the fold';

const PARAGRAPHS = [
  'Most people who start working for themselves find the first tax return the hardest. Nothing is taken from their pay as it was in a job, so the bill arrives in one piece, months after the money was earned and often after it was spent.',
  'The return itself asks for less than people fear: what the business took in, what it cost to run, and anything else that came in during the year. What takes time is having those figures in order, and knowing which costs count.',
  'A cost counts when it was spent wholly and exclusively for the business. Stock, materials, software, a share of the phone bill and travel between jobs usually do; the commute to a regular place of work and lunch on an ordinary day do not.',
  'Working from home brings its own questions. A flat rate per month covers the extra heating and lighting for most people; a share of the actual bills can be worth more to someone who gives a whole room over to the business.',
  'Profit, not turnover, is what the tax is worked out on. Income tax takes a share of the profit above the personal allowance, and National Insurance takes its own share above a threshold of its own, with a lower rate on the highest profits.',
  'Then come payments on account. Once a bill passes a small limit, HMRC asks for half of next year’s expected bill in advance, in January and July. The first year this happens, January can bring one and a half years of tax at once.',
  'That surprise is avoidable. Putting a fixed share of every payment received into a separate account, a quarter is a common rule of thumb, leaves the money waiting when the bill comes, whatever the year turns out to be.',
  'Records help more than anything else. A simple spreadsheet with the date, amount and purpose of each payment in and out, kept up every week, turns the return from a weekend of searching into an evening of adding up.',
  'From April 2026 the rules start to change for those with larger turnovers. Making Tax Digital for Income Tax asks for digital records and quarterly updates to HMRC, with the final declaration after the year as before.',
  'Anyone close to the threshold should choose software early. Most bookkeeping apps already send the updates, and starting a few months before the deadline leaves time to learn them while nothing is due.',
  'Pension contributions deserve a thought before the year ends. They reduce the tax on the profit at the highest rate paid, and a payment made in March counts for the year that is closing.',
  'Finally, nobody has to do this alone. An accountant who deals with sole traders every day will know the costs people miss, and the fee is itself a cost of the business.',
  'Whatever the route, the earlier the figures are known, the smaller the surprise. An estimate in the autumn, checked again in the new year, leaves the January bill holding no news at all.',
  'The rest of this series looks at each of these in turn, starting with what counts as a business cost and how to keep the receipts that prove it.',
];

const STYLES = `*{box-sizing:border-box}
body{margin:0;font:18px/1.65 Georgia,'Times New Roman',serif;color:#222;background:#fdfcf9}
header,footer{padding:16px 20px;background:#283044;color:#fff;font-family:system-ui,sans-serif}
header a,footer a{color:#fff}
main{max-width:680px;margin:0 auto;padding:24px 20px 48px}
h1{font-size:2rem;line-height:1.2;margin:0 0 8px}
.byline{color:#666;font-size:15px;margin:0 0 24px}
p{margin:0 0 20px}
.embed{margin:28px 0}`;

/**
 * The article's HTML with `embed` (the guide's markup for a widget, a script tag included or added
 * by `head`) at `placement`; `head` is extra markup for the page's head (a script, a policy).
 */
export function partnerArticle({
  embed = '',
  placement = 'top',
  head = '',
}: { embed?: string; placement?: Placement; head?: string } = {}): string {
  const slot = `<div class="embed">\n${embed}\n</div>`;
  const at = placement === 'top' ? 1 : 12;
  const body = PARAGRAPHS.map((text, index) =>
    index === at && embed ? `${slot}\n<p>${text}</p>` : `<p>${text}</p>`,
  );
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your first tax return as a sole trader · The Workbench Journal</title>
<meta name="description" content="What the first Self Assessment return asks for, what costs count and how to avoid the January surprise.">
<style>${STYLES}</style>
${head}
</head>
<body>
<header><a href="/">The Workbench Journal</a></header>
<main>
<article>
<h1>Your first tax return as a sole trader</h1>
<p class="byline">By the editors · 6 minute read</p>
${body.join('\n')}
</article>
</main>
<footer>The Workbench Journal, a blog for people who work for themselves.</footer>
</body>
</html>
`;
}
