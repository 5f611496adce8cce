import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openCookiePreferences } from '../shared/consent/consent-store.ts';
import { CookieConsent } from './component.tsx';

function Page() {
  const [first, setFirst] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setFirst(false)}>
        Remove the first
      </button>
      {first ? <CookieConsent className="first" /> : null}
      <CookieConsent className="second" />
      <CookieConsent className="third" />
    </>
  );
}

describe('several consent instances on one page', () => {
  it('show one banner and one dialog, and the next instance takes over when the owner goes', () => {
    localStorage.clear();
    render(<Page />);
    const banners = () => screen.queryAllByRole('region', { name: 'Cookie consent' });
    expect(banners()).toHaveLength(1);
    expect(banners()[0]?.closest('.first')).not.toBeNull();

    act(() => openCookiePreferences());
    expect(screen.getAllByRole('dialog', { name: 'Cookie preferences' })).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());

    act(() => screen.getByRole('button', { name: 'Remove the first' }).click());
    expect(banners()).toHaveLength(1);
    expect(banners()[0]?.closest('.second')).not.toBeNull();
  });
});
