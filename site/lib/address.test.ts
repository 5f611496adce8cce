import { describe, expect, it } from 'vitest';
import { editAddress } from './address.ts';

describe('editAddress', () => {
  it('keeps a path a path and a whole URL whole, changing only what the edit changes', () => {
    expect(editAddress('/contact?topic=x#booking', () => undefined)).toBe(
      '/contact?topic=x#booking',
    );
    expect(
      editAddress('https://www.example.co.uk/payroll?a=1#calculator', (url) => {
        url.hash = 'calc=payroll';
      }),
    ).toBe('https://www.example.co.uk/payroll?a=1#calc=payroll');
  });

  it('edits the query before the fragment, wherever the fragment is', () => {
    const add = (url: URL) => url.searchParams.set('link', '/a#b=1&c=2');
    expect(editAddress('/contact#booking-widget', add)).toBe(
      '/contact?link=%2Fa%23b%3D1%26c%3D2#booking-widget',
    );
    expect(editAddress('/contact?from=blog', add)).toBe(
      '/contact?from=blog&link=%2Fa%23b%3D1%26c%3D2',
    );
  });

  it('drops a query or a fragment when emptied', () => {
    const clear = (url: URL) => {
      url.search = '';
      url.hash = '';
    };
    expect(editAddress('/pricing?utm_source=x#top', clear)).toBe('/pricing');
    expect(editAddress('https://www.example.co.uk/?q=1#f', clear)).toBe(
      'https://www.example.co.uk/',
    );
  });
});
