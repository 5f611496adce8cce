import { describe, expect, it } from 'vitest';
import { checkUrl, checkWrite, jsonHasNul } from './guard.ts';

const body = (text: string) => Buffer.from(text, 'utf8');

function status(reply: ReturnType<typeof checkWrite>): number | undefined {
  return reply?.status;
}

describe('checkUrl', () => {
  it('refuses malformed percent-escapes in the path and in the query', () => {
    for (const url of [
      '/%E0%A4%A',
      '/rest/v1/x%',
      '/rest/v1/team_members?name=eq.%E0%A4%A',
      '/a?%ZZ=1',
    ]) {
      expect(checkUrl(url)?.status, url).toBe(400);
      expect(JSON.parse(String(checkUrl(url)?.body))).toMatchObject({ error: 'malformed_url' });
    }
  });

  it('refuses a NUL character, escaped anywhere in the URL', () => {
    for (const url of ['/storage/v1/object/b/a%00.png', '/rest/v1/t?name=eq.a%00', '/x?a%00=1']) {
      expect(JSON.parse(String(checkUrl(url)?.body)), url).toMatchObject({
        error: 'nul_character',
      });
    }
  });

  it('passes well-formed URLs, plus signs and UTF-8 escapes included', () => {
    for (const url of ['/', '/rest/v1/t?select=*&name=eq.J%C3%A9r%C3%B4me+Li', '/a%2Fb?x', '/?']) {
      expect(checkUrl(url), url).toBeUndefined();
    }
  });
});

describe('jsonHasNul', () => {
  it('finds a NUL escape in keys and values, and a raw NUL byte', () => {
    expect(jsonHasNul(body('{"email":"a\\u0000@b.co"}'))).toBe(true);
    expect(jsonHasNul(body('{"a\\u0000":1}'))).toBe(true);
    expect(jsonHasNul(body('["x\\\\\\u0000"]'))).toBe(true);
    expect(jsonHasNul(Buffer.from([0x7b, 0x00, 0x7d]))).toBe(true);
  });

  it('leaves the text \\u0000 (an escaped backslash) and other escapes alone', () => {
    expect(jsonHasNul(body('{"password":"pass\\\\u0000word"}'))).toBe(false);
    expect(jsonHasNul(body('{"name":"\\u00e9\\u0001"}'))).toBe(false);
  });
});

describe('checkWrite', () => {
  const json = { 'content-type': 'application/json' };

  it('lets reads through whatever they carry', () => {
    expect(checkWrite('GET', { origin: 'https://evil.example' }, body(''), 'json')).toBeUndefined();
  });

  it('refuses writes from pages not on this machine, opaque ones included', () => {
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      expect(status(checkWrite('POST', { ...json, origin }, body('{}'), 'json')), origin).toBe(403);
      expect(
        status(checkWrite('POST', { origin, 'content-type': 'image/png' }, body('x'), 'upload')),
      ).toBe(403);
    }
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:8080']) {
      expect(checkWrite('PATCH', { ...json, origin }, body('{}'), 'json'), origin).toBeUndefined();
    }
  });

  it('needs JSON for API writes, and the file type or multipart for uploads', () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      expect(status(checkWrite('POST', { 'content-type': type }, body('{}'), 'json')), type).toBe(
        415,
      );
    }
    expect(status(checkWrite('POST', {}, body('{}'), 'json'))).toBe(415);
    expect(checkWrite('DELETE', {}, body(''), 'json')).toBeUndefined();
    expect(
      checkWrite('POST', { 'content-type': 'Application/JSON; charset=UTF-8' }, body('{}'), 'json'),
    ).toBeUndefined();
    expect(
      status(
        checkWrite('POST', { 'content-type': 'text/plain;charset=UTF-8' }, body('x'), 'upload'),
      ),
    ).toBe(415);
    expect(
      status(
        checkWrite(
          'PUT',
          { 'content-type': 'application/x-www-form-urlencoded' },
          body('x'),
          'upload',
        ),
      ),
    ).toBe(415);
    expect(
      checkWrite('POST', { 'content-type': 'image/png' }, body('x'), 'upload'),
    ).toBeUndefined();
    expect(
      checkWrite(
        'POST',
        { 'content-type': 'multipart/form-data; boundary=x' },
        body('x'),
        'upload',
      ),
    ).toBeUndefined();
  });

  it('answers a JSON body holding a NUL with 400', () => {
    expect(status(checkWrite('POST', json, body('{"refresh_token":"\\u0000"}'), 'json'))).toBe(400);
  });
});
