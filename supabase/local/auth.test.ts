import { describe, expect, it } from 'vitest';
import { allowedRedirect, configuredSiteUrl } from './auth.ts';

describe('auth links', () => {
  it('reads the Site URL from config.toml', () => {
    expect(configuredSiteUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('redirects only to pages of this machine or of the Site URL, without a fragment', () => {
    const site = 'https://www.example.co.uk';
    expect(allowedRedirect('http://localhost:5173/auth/reset?x=1#old', site)).toBe(
      'http://localhost:5173/auth/reset?x=1',
    );
    expect(allowedRedirect('http://[::1]:4173/a', site)).toBe('http://[::1]:4173/a');
    expect(allowedRedirect('https://www.example.co.uk/auth/reset', site)).toBe(
      'https://www.example.co.uk/auth/reset',
    );
    for (const foreign of [
      'https://evil.example/steal',
      'http://127.0.0.1.evil.example/',
      'http://user:pw@localhost:5173/',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
      null,
    ]) {
      expect(allowedRedirect(foreign, site), String(foreign)).toBe(site);
    }
  });
});
