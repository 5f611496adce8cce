import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  consentSignal,
  readStoredConsent,
  readStoredConsentRecord,
  saveConsent,
} from './consent-store.ts';

const DATE = '2025-10-01T09:30:00.000Z';

function store(consent: unknown, date: string | null) {
  if (consent !== undefined)
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      typeof consent === 'string' ? consent : JSON.stringify(consent),
    );
  if (date !== null) localStorage.setItem(CONSENT_DATE_KEY, date);
}

afterEach(() => {
  delete (window as { gtag?: unknown }).gtag;
});

describe('readStoredConsent', () => {
  it('reads a valid choice with its date', () => {
    const consent = { necessary: true, analytics: true, marketing: false, functional: true };
    store(consent, DATE);
    expect(readStoredConsent()).toEqual(consent);
    expect(readStoredConsentRecord()).toEqual({ consent, date: DATE });
  });

  it.each([
    ['nothing stored', undefined, null],
    ['invalid JSON', '{necessary:true', DATE],
    ['a foreign format', { accepted: true }, DATE],
    ['a partial object', { necessary: true, analytics: true }, DATE],
    [
      'necessary switched off',
      { necessary: false, analytics: false, marketing: false, functional: false },
      DATE,
    ],
    [
      'strings for booleans',
      { necessary: true, analytics: 'yes', marketing: false, functional: false },
      DATE,
    ],
    [
      'an extra key',
      { necessary: true, analytics: true, marketing: true, functional: true, ads: true },
      DATE,
    ],
    ['no date', { necessary: true, analytics: true, marketing: true, functional: true }, null],
    [
      'a date that is not ISO',
      { necessary: true, analytics: true, marketing: true, functional: true },
      'yesterday',
    ],
    ['an array', [true, true, true, true], DATE],
    ['null', 'null', DATE],
  ])('treats %s as no choice', (_name, consent, date) => {
    store(consent, date);
    expect(readStoredConsent()).toBeNull();
  });

  it('treats storage that throws as no choice', () => {
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStoredConsent()).toBeNull();
    spy.mockRestore();
  });
});

describe('saveConsent', () => {
  it('stores the choice and an ISO date under the two keys and updates the signal', () => {
    const record = saveConsent(
      { analytics: true, marketing: false, functional: true },
      new Date(DATE),
    );
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
    expect(localStorage.getItem(CONSENT_DATE_KEY)).toBe(DATE);
    expect(consentSignal.value).toEqual(record);
    expect(readStoredConsentRecord()).toEqual(record);
  });

  it('updates Google Consent Mode v2 when gtag exists', () => {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    saveConsent({ analytics: true, marketing: false, functional: false });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});
