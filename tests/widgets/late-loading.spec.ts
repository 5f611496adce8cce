import { expect, test } from '../support/test.ts';
import { taxYearLabel } from '../../engine/index.ts';
import { PUBLISHED_WIDGET_APIS } from '../../widgets/api.ts';
import { propertyName, type AttributeApi } from '../../widgets/shared/runtime/widget-api.ts';
import { ORIGIN, bundlePath } from './embed.ts';

/** A value other than the default, as a partner's code would set it. */
function valueOf(attribute: AttributeApi): string | number | boolean {
  switch (attribute.type.kind) {
    case 'enum': {
      // The last value: for `tax-year`, which has no fixed default, a later year than the tests'.
      const other = attribute.type.values.filter(({ value }) => value !== attribute.default).at(-1);
      return other?.value ?? '';
    }
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'url':
      return '/late/set-before-definition';
    default:
      return attribute.example ?? 'set-before-definition';
  }
}

// A partner's script sets every property before the element is defined (Angular's `[bookingUrl]`, a
// React ref, plain JS), then a tag manager injects the bundle. Nothing set early may be lost.
for (const widget of PUBLISHED_WIDGET_APIS) {
  test(`${widget.tag}: properties set before the bundle loads are kept`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const values = Object.fromEntries(
      widget.attributes.map((attribute) => [propertyName(attribute.name), valueOf(attribute)]),
    );
    // Endpoints a property points at answer nothing here; the widgets fall back.
    await page.route(/\/late\/|functions\/v1/, (route) => route.abort());
    await page.route(`${ORIGIN}/late-test/host.js`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `const element = document.querySelector(${JSON.stringify(widget.tag)});
Object.assign(element, ${JSON.stringify(values)});
window.__earlyFields = Object.keys(element);
const script = document.createElement('script');
script.src = ${JSON.stringify(`${ORIGIN}${bundlePath(widget.tag)}`)};
document.head.append(script);`,
      }),
    );
    await page.route(`${ORIGIN}/late-test/page.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Late loading</title></head>
<body><main><${widget.tag}></${widget.tag}></main><script src="/late-test/host.js"></script></body></html>`,
      }),
    );
    await page.goto(`${ORIGIN}/late-test/page.html`);
    await page.waitForFunction((tag) => customElements.get(tag) !== undefined, widget.tag);

    const seen = await page.evaluate(
      ({ tag, props }) => {
        const element = document.querySelector(tag) as HTMLElement & Record<string, unknown>;
        return {
          early: (window as unknown as { __earlyFields: string[] }).__earlyFields,
          ownFields: props.filter((prop) => Object.prototype.hasOwnProperty.call(element, prop)),
          values: Object.fromEntries(props.map((prop) => [prop, element[prop]])),
        };
      },
      { tag: widget.tag, props: Object.keys(values) },
    );
    // The page really did set them before the element existed, and the element took them over.
    expect(seen.early.sort()).toEqual(Object.keys(values).sort());
    expect(seen.ownFields).toEqual([]);
    expect(seen.values).toEqual(values);
    const element = page.locator(widget.tag);
    for (const attribute of widget.attributes)
      await expect(element).toHaveAttribute(
        attribute.name,
        String(values[propertyName(attribute.name)]),
      );

    if (widget.attributes.some((attribute) => attribute.name === 'tax-year'))
      await expect(
        element.getByRole('radio', { name: taxYearLabel(String(values.taxYear)) }),
      ).toBeChecked();
    expect(errors).toEqual([]);
  });
}
