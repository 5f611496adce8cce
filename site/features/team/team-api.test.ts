import { describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-supabase-client.ts';
import {
  deleteMember,
  fetchPublicTeam,
  photoObjectName,
  saveMember,
  uploadPhoto,
} from './team-api.ts';

const member = {
  id: '1',
  name: 'Ada',
  position: 'Partner',
  bio: null,
  photo_url: null,
  linkedin_url: null,
  display_order: 1,
  is_active: true,
  created_at: '2025-06-01T09:00:00Z',
  updated_at: '2025-06-01T09:00:00Z',
};

describe('fetchPublicTeam', () => {
  const config = { url: 'https://project.example', anonKey: 'anon-key' };
  // The network edge: answers as PostgREST would and keeps what was asked.
  function fakeFetch(status: number, body: unknown) {
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      requests.push({ url, headers: init?.headers as Record<string, string> });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch;
    return { fetcher, requests };
  }

  it('reads the public view in display order, as the anonymous role', async () => {
    const fake = fakeFetch(200, [member]);
    await expect(fetchPublicTeam(config, fake.fetcher)).resolves.toEqual([member]);
    expect(fake.requests).toHaveLength(1);
    const url = new URL(fake.requests[0]!.url);
    expect(url.origin + url.pathname).toBe('https://project.example/rest/v1/team_members_public');
    expect(url.searchParams.get('select')).toBe('*');
    expect(url.searchParams.get('order')).toBe('display_order.asc');
    expect(fake.requests[0]!.headers).toEqual({
      apikey: 'anon-key',
      authorization: 'Bearer anon-key',
    });
  });

  it('leaves out a view row without the columns a member needs', async () => {
    const fake = fakeFetch(200, [member, { ...member, id: '2', name: null }]);
    await expect(fetchPublicTeam(config, fake.fetcher)).resolves.toEqual([member]);
  });

  it("fails on an error with the backend's message", async () => {
    const fake = fakeFetch(500, { message: 'boom', code: 'XX000' });
    await expect(fetchPublicTeam(config, fake.fetcher)).rejects.toThrow('boom');
    expect(fake.requests).toHaveLength(1);
  });

  it('fails on an error without a body', async () => {
    const fetcher = (async () => new Response('', { status: 502 })) as unknown as typeof fetch;
    await expect(fetchPublicTeam(config, fetcher)).rejects.toThrow('Loading the team failed');
  });
});

describe('writes', () => {
  const input = {
    name: 'Ada',
    position: 'Partner',
    bio: null,
    linkedin_url: null,
    display_order: 0,
    is_active: true,
    photo_url: null,
  };

  it('inserts a new member and updates an existing one by id', async () => {
    const fake = createFakeClient(() => ({ data: [{ id: '1' }], error: null }));
    await saveMember(fake.client, input);
    await saveMember(fake.client, input, '1');
    expect(fake.queries.map((q) => [q.operation, q.filters])).toEqual([
      ['insert', []],
      ['update', [['id', '1']]],
    ]);
  });

  it('treats an update or delete that changed no row as a failure', async () => {
    const fake = createFakeClient(() => ({ data: [], error: null }));
    await expect(saveMember(fake.client, input, '1')).rejects.toThrow(/not found/);
    await expect(deleteMember(fake.client, '1')).rejects.toThrow(/not found/);
  });

  it('passes the service message on', async () => {
    const fake = createFakeClient(() => ({
      data: null,
      error: { message: 'violates check constraint' },
    }));
    await expect(saveMember(fake.client, input)).rejects.toThrow('violates check constraint');
  });
});

describe('photos', () => {
  it('names objects randomly and keeps a clean extension', () => {
    const a = photoObjectName('Me at Work.PNG');
    const b = photoObjectName('Me at Work.PNG');
    expect(a).toMatch(/^[0-9a-f-]{32,36}\.png$/);
    expect(a).not.toBe(b);
    expect(photoObjectName('noextension')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(photoObjectName('x.j"p<g')).toMatch(/\.jpg$/);
  });

  it('uploads to team-photos and returns the public URL', async () => {
    const fake = createFakeClient(() => ({ data: null, error: null }));
    const file = new File(['x'], 'face.webp', { type: 'image/webp' });
    const url = await uploadPhoto(fake.client, file);
    expect(fake.uploads[0]?.bucket).toBe('team-photos');
    expect(url).toBe(
      `http://127.0.0.1:54321/storage/v1/object/public/team-photos/${fake.uploads[0]?.name}`,
    );
  });
});
