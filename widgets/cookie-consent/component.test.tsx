import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  openCookiePreferences,
} from '../shared/consent/consent-store.ts';
import { CookieConsent } from './component.tsx';

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const storedDate = () => localStorage.getItem(CONSENT_DATE_KEY);

function setup() {
  const user = userEvent.setup();
  const onConsentChange = vi.fn();
  const listener = vi.fn();
  const onWindow = (event: Event) => listener((event as CustomEvent).detail);
  window.addEventListener('acct-consent-change', onWindow);
  const view = render(
    <>
      <button type="button" onClick={() => openCookiePreferences()}>
        Manage Cookies
      </button>
      <CookieConsent privacyUrl="/privacy-cookies" onConsentChange={onConsentChange} />
    </>,
  );
  const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
  const dialog = () => screen.queryByRole('dialog', { name: 'Cookie preferences' });
  return {
    user,
    view,
    banner,
    dialog,
    listener,
    onConsentChange,
    cleanup: () => window.removeEventListener('acct-consent-change', onWindow),
  };
}

function storeConsent(value: string, date = '2025-10-01T09:30:00.000Z') {
  localStorage.setItem(CONSENT_STORAGE_KEY, value);
  localStorage.setItem(CONSENT_DATE_KEY, date);
}

afterEach(() => {
  delete (window as { gtag?: unknown }).gtag;
});

describe('CookieConsent', () => {
  it('shows the banner with Reject All, Manage and Accept All when nothing is stored', () => {
    const { banner } = setup();
    const region = banner() as HTMLElement;
    expect(region).toBeVisible();
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject All', 'Manage', 'Accept All']);
    // Rejecting is as prominent as accepting.
    expect(within(region).getByRole('button', { name: 'Reject All' }).className).toBe(
      within(region).getByRole('button', { name: 'Accept All' }).className,
    );
    expect(within(region).getByRole('link', { name: 'cookie policy' })).toHaveAttribute(
      'href',
      '/privacy-cookies',
    );
  });

  it('Accept All stores all four categories and a date, hides the banner and tells the page', async () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const { user, banner, listener, onConsentChange, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
    expect(new Date(storedDate() ?? '').toISOString()).toBe(storedDate());
    expect(banner()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toEqual({ consent: stored(), date: storedDate() });
    expect(onConsentChange).toHaveBeenCalledWith({ consent: stored(), date: storedDate() });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    cleanup();
  });

  it('Reject All stores only necessary as true', async () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    const { user, banner, listener, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(storedDate()).not.toBeNull();
    expect(banner()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gtag.mock.calls[0]?.[2]).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    cleanup();
  });

  it('Manage closes the banner and opens a modal dialog with focus inside; Save stores the toggles', async () => {
    const { user, banner, dialog, listener, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    expect(banner()).toBeNull();
    const modal = dialog() as HTMLElement;
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal.contains(document.activeElement)).toBe(true);
    const necessary = within(modal).getByRole('switch', { name: 'Necessary' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Functional'])
      expect(within(modal).getByRole('switch', { name })).not.toBeChecked();
    await user.click(within(modal).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(modal).getByRole('switch', { name: 'Functional' }));
    expect(listener).not.toHaveBeenCalled();
    await user.click(within(modal).getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(dialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    cleanup();
  });

  it('Cancel closes the dialog without a choice, brings the banner back and returns focus', async () => {
    const { user, banner, dialog, listener, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeNull();
    expect(banner()).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage' })).toHaveFocus();
    expect(stored()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    cleanup();
  });

  it('Escape cancels the dialog', async () => {
    const { user, dialog, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage' })).toHaveFocus();
    cleanup();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog, cleanup } = setup();
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    const modal = dialog() as HTMLElement;
    const save = within(modal).getByRole('button', { name: 'Save Preferences' });
    const policy = within(modal).getByRole('link', { name: 'cookie policy' });
    save.focus();
    await user.tab();
    expect(policy).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
    cleanup();
  });

  it('reopens from the page with the stored values and returns focus to the opener', async () => {
    storeConsent(
      JSON.stringify({ necessary: true, analytics: false, marketing: true, functional: false }),
    );
    const { user, banner, dialog, cleanup } = setup();
    expect(banner()).toBeNull();
    const opener = screen.getByRole('button', { name: 'Manage Cookies' });
    await user.click(opener);
    const modal = dialog() as HTMLElement;
    expect(within(modal).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    expect(within(modal).getByRole('switch', { name: 'Functional' })).not.toBeChecked();
    await user.click(within(modal).getByRole('switch', { name: 'Marketing' }));
    await user.click(within(modal).getByRole('button', { name: 'Save Preferences' }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(opener).toHaveFocus();
    cleanup();
  });

  it.each([
    ['corrupted JSON', '{"necessary":tru'],
    ['a foreign value', '"accepted"'],
    ['a partial object', '{"necessary":true,"analytics":true}'],
  ])('treats %s in storage as no choice: the banner shows and nothing throws', (_name, value) => {
    storeConsent(value);
    const { banner, cleanup } = setup();
    expect(banner()).toBeVisible();
    cleanup();
  });

  it('hides the banner when another bundle records a choice', () => {
    const { banner, cleanup } = setup();
    expect(banner()).not.toBeNull();
    act(() => {
      storeConsent(
        JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
        new Date().toISOString(),
      );
      window.dispatchEvent(new CustomEvent('acct-consent-change', { detail: {} }));
    });
    expect(banner()).toBeNull();
    cleanup();
  });

  it('dispatches nothing without a user action', () => {
    storeConsent(
      JSON.stringify({ necessary: true, analytics: true, marketing: true, functional: true }),
    );
    const { listener, cleanup } = setup();
    expect(listener).not.toHaveBeenCalled();
    cleanup();
  });
});
