import { describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-supabase-client.ts';
import {
  deleteMember,
  fetchPublicTeam,
  isMissingRelation,
  photoObjectName,
  saveMember,
  uploadPhoto,
} from './team-api.ts';

const member = { id: '1', name: 'Ada', position: 'Partner', display_order: 1 };

describe('fetchPublicTeam', () => {
  it('reads the public view in display order', async () => {
    const fake = createFakeClient(() => ({ data: [member], error: null }));
    await expect(fetchPublicTeam(fake.client)).resolves.toEqual([member]);
    expect(fake.queries).toEqual([
      {
        table: 'team_members_public',
        operation: 'select',
        columns: '*',
        filters: [],
        order: 'display_order',
      },
    ]);
  });

  for (const [label, error, status] of [
    ['PGRST205', { message: 'missing', code: 'PGRST205' }, 404],
    ['42P01', { message: 'missing', code: '42P01' }, 404],
  ] as const) {
    it(`falls back to active rows of the table when the view is missing (${label})`, async () => {
      const fake = createFakeClient((query) =>
        query.table === 'team_members_public'
          ? { data: null, error, status }
          : { data: [member], error: null },
      );
      await expect(fetchPublicTeam(fake.client)).resolves.toEqual([member]);
      expect(fake.queries[1]).toMatchObject({
        table: 'team_members',
        columns:
          'id, name, position, bio, photo_url, display_order, is_active, created_at, updated_at',
        filters: [['is_active', true]],
        order: 'display_order',
      });
    });
  }

  it('fails on any other error without a fallback', async () => {
    const fake = createFakeClient(() => ({
      data: null,
      error: { message: 'boom', code: '500' },
      status: 500,
    }));
    await expect(fetchPublicTeam(fake.client)).rejects.toThrow('boom');
    expect(fake.queries).toHaveLength(1);
  });
});

describe('isMissingRelation', () => {
  it('is false without an error', () => {
    expect(isMissingRelation(null, 404)).toBe(false);
    expect(isMissingRelation({ code: '42501' }, 403)).toBe(false);
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
