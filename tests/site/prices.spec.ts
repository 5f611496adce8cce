// The price check of tests/site/prices.ts, which every-route-without-scripts.spec.ts runs on every
// prerendered page, finds what it is there to find.
import { expect, test } from '../support/test.ts';
import { readPrices, strangers } from './prices.ts';

test('the check finds a price outside the table and a "from" price without VAT', async ({
  staticPage: page,
}) => {
  await page.setContent(`<main>
    <div data-price><p>Personal tax return from £149</p><p>including VAT</p></div>
    <p>Landlord returns from £350</p>
    <p data-figure>Income over £100,000</p>
    <div class="acct-root">Total tax £7,132.00</div>
    <div data-price>Ask us</div>
  </main>`);
  const read = await readPrices(page);
  expect(strangers(read.amounts).map(({ amount }) => amount)).toEqual(['£149']);
  expect(read.fromWithoutVat).toEqual(['Landlord returns from £350']);
  expect(read.unpricedMarks).toEqual(['Ask us']);
});
