import { describe, expect, it } from 'vitest';
import {
  BIO_MAX_LENGTH,
  EMPTY_MEMBER_FORM,
  isHttpsUrl,
  isWebUrl,
  parseMemberForm,
  PHOTO_MAX_BYTES,
  validatePhoto,
} from './validation.ts';

const valid = { ...EMPTY_MEMBER_FORM, name: ' Ada Lovelace ', position: 'Partner' };

describe('parseMemberForm', () => {
  it('trims and turns empty optional fields into null', () => {
    expect(parseMemberForm({ ...valid, display_order: '3' })).toEqual({
      success: true,
      data: {
        name: 'Ada Lovelace',
        position: 'Partner',
        bio: null,
        linkedin_url: null,
        display_order: 3,
        is_active: true,
      },
    });
  });

  it('requires a name and a position', () => {
    const result = parseMemberForm({ ...valid, name: '   ', position: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.errors.name).toBe('Name is required.');
      expect(result.errors.position).toBe('Position is required.');
    }
  });

  it('limits the bio to the database length', () => {
    expect(parseMemberForm({ ...valid, bio: 'a'.repeat(BIO_MAX_LENGTH) }).success).toBe(true);
    const result = parseMemberForm({ ...valid, bio: 'a'.repeat(5000) });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.bio).toMatch(/at most 2,000 characters/);
  });

  it('accepts only https LinkedIn URLs', () => {
    for (const bad of ['javascript:alert(1)', 'http://linkedin.com/in/x', 'linkedin.com/in/x']) {
      const result = parseMemberForm({ ...valid, linkedin_url: bad });
      expect(result.success, bad).toBe(false);
      if (!result.success) expect(result.errors.linkedin_url).toMatch(/https:\/\//);
    }
    expect(
      parseMemberForm({ ...valid, linkedin_url: 'https://www.linkedin.com/in/x' }).success,
    ).toBe(true);
  });

  it('counts names and positions of invisible or odd whitespace as blank, as the database does', () => {
    for (const blank of [
      '\t',
      '\u00a0',
      '\u200b',
      '\u2060\ufeff',
      '\u3000',
      '\u034f',
      ' \u200b\u00a0 ',
      '\u200b\u2060\u3164',
      '\u2066\u2069',
      '\ufe0f',
    ]) {
      const result = parseMemberForm({ ...valid, name: blank, position: blank });
      expect(result.success, JSON.stringify(blank)).toBe(false);
      if (!result.success) {
        expect(result.errors.name).toBe('Name is required.');
        expect(result.errors.position).toBe('Position is required.');
      }
    }
    const inner = parseMemberForm({ ...valid, name: 'Anne\u00a0Marie' });
    expect(inner.success && inner.data.name).toBe('Anne\u00a0Marie');
  });

  it('refuses characters that reverse or isolate the text direction, as the database does', () => {
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      const result = parseMemberForm({
        ...EMPTY_MEMBER_FORM,
        name: `${control}exe.live Admin`,
        position: `Adviser${control}`,
      });
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(result.errors.name).toMatch(/direction of the text/);
        expect(result.errors.position).toMatch(/direction of the text/);
      }
    }
    expect(
      parseMemberForm({ ...EMPTY_MEMBER_FORM, name: 'דנה לוי', position: 'Adviser' }).success,
    ).toBe(true);
  });

  it('accepts LinkedIn links on linkedin.com hosts only, with a clear message', () => {
    for (const bad of [
      'https://evil.example/phish',
      'https://www.linkedin.com.evil.example/in/x',
      'https://evil.example@www.linkedin.com/in/x',
      'https://www.linkedin.com:8443/in/x',
      'https://notlinkedin.com/in/x',
    ]) {
      const result = parseMemberForm({ ...valid, linkedin_url: bad });
      expect(result.success, bad).toBe(false);
      if (!result.success)
        expect(result.errors.linkedin_url).toMatch(/https:\/\/ on linkedin\.com/);
    }
    for (const [typed, saved] of [
      ['https://uk.linkedin.com/in/x', 'https://uk.linkedin.com/in/x'],
      ['https://www.LinkedIn.com/in/x', 'https://www.linkedin.com/in/x'],
      ['https://linkedin.com', 'https://linkedin.com/'],
    ] as const) {
      const result = parseMemberForm({ ...valid, linkedin_url: typed });
      expect(result.success && result.data.linkedin_url, typed).toBe(saved);
    }
  });

  it('wants a whole number for the display order', () => {
    for (const bad of ['1.5', 'abc', '1e3', '99999999999']) {
      expect(parseMemberForm({ ...valid, display_order: bad }).success, bad).toBe(false);
    }
    const blank = parseMemberForm({ ...valid, display_order: '' });
    expect(blank.success && blank.data.display_order).toBe(0);
    const negative = parseMemberForm({ ...valid, display_order: '-2' });
    expect(negative.success && negative.data.display_order).toBe(-2);
  });
});

describe('validatePhoto', () => {
  it('accepts images up to 5 MB', () => {
    expect(validatePhoto({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('refuses other files, SVG and anything larger', () => {
    expect(validatePhoto({ type: 'text/plain', size: 10 })).toMatch(/image file/);
    expect(validatePhoto({ type: 'image/svg+xml', size: 10 })).toMatch(/image file/);
    expect(validatePhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toMatch(/5 MB/);
  });
});

describe('URL checks', () => {
  it('tells https and web URLs apart from other schemes', () => {
    expect(isHttpsUrl('https://example.co.uk')).toBe(true);
    expect(isHttpsUrl('http://example.co.uk')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl(null)).toBe(false);
    expect(isWebUrl('http://127.0.0.1:54321/x.png')).toBe(true);
    expect(isWebUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
