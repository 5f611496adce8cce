// The policy matrix through supabase-js, as the site calls it: anon, a signed-up member and the admin,
// against every operation on team_members, team_members_public, user_roles and team-photos objects.
// Every deny is also shown to have changed nothing in the database.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  ENGINES,
  signedUpClient,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const ACTIVE = '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a01';
const INACTIVE = '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a05';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

type Who = 'anon' | 'member' | 'admin';

describe.each(ENGINES)('policy matrix through supabase-js (%s)', (engine) => {
  let backend: TestBackend;
  const clients = {} as Record<Who, SupabaseClient>;
  let memberId = '';
  let adminId = '';
  let otherAdminId = '';

  async function snapshot(table: 'team_members' | 'user_roles' | 'storage'): Promise<string> {
    const sql = {
      team_members: 'select * from public.team_members order by id',
      user_roles: 'select user_id, role from public.user_roles order by user_id, role',
      storage:
        'select o.name, o.metadata, d.data from storage.objects o left join storage_local.object_data d on d.object_id = o.id order by o.name',
    }[table];
    const { rows } = await backend.db.query(sql);
    return JSON.stringify(rows);
  }

  async function publicObject(name: string): Promise<Response> {
    return fetch(`${backend.url}/storage/v1/object/public/team-photos/${name}`);
  }

  beforeAll(async () => {
    backend = await startTestBackend(engine);
    clients.anon = anonClient(backend.url);
    const member = await signedUpClient(backend.url);
    clients.member = member.client;
    memberId = member.userId;
    const admin = await adminClient(backend);
    clients.admin = admin.client;
    adminId = admin.userId;
    // A second admin, so "own rows only" on user_roles is more than a tautology.
    const other = await backend.db.query<{ id: string }>(
      `insert into auth.users (email, email_confirmed_at) values ('second-admin@example.co.uk', now()) returning id`,
    );
    otherAdminId = other.rows[0]!.id;
    await backend.db.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [
      otherAdminId,
    ]);
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  describe('team_members', () => {
    it.each(['anon', 'member'] as const)('%s reads active members only', async (who) => {
      const { data, error } = await clients[who]
        .from('team_members')
        .select('*')
        .order('display_order');
      expect(error).toBeNull();
      expect(data?.map((row) => row.name)).toEqual([
        'Eleanor Hartley',
        'Rajesh Patel',
        'Megan Lloyd',
        'Tomasz Nowak',
      ]);
      expect(data?.every((row) => row.is_active === true)).toBe(true);
      const inactive = await clients[who].from('team_members').select('id').eq('id', INACTIVE);
      expect(inactive.data).toEqual([]);
    });

    it('admin reads every member, inactive included', async () => {
      const { data, error } = await clients.admin
        .from('team_members')
        .select('*')
        .order('display_order');
      expect(error).toBeNull();
      expect(data).toHaveLength(5);
      expect(data?.find((row) => row.id === INACTIVE)?.is_active).toBe(false);
    });

    it.each([
      ['anon', 401],
      ['member', 403],
    ] as const)('%s cannot insert (HTTP %i) and nothing changes', async (who, status) => {
      const before = await snapshot('team_members');
      const {
        data,
        error,
        status: got,
      } = await clients[who]
        .from('team_members')
        .insert({ name: 'Intruder', position: 'None' })
        .select();
      expect(got).toBe(status);
      expect(error?.code).toBe('42501');
      expect(data).toBeNull();
      expect(await snapshot('team_members')).toBe(before);
    });

    it('member cannot update: no row matches, nothing changes', async () => {
      const before = await snapshot('team_members');
      const { data, error } = await clients.member
        .from('team_members')
        .update({ name: 'Defaced' })
        .eq('id', ACTIVE)
        .select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await snapshot('team_members')).toBe(before);
    });

    it('member cannot delete: no row matches, nothing changes', async () => {
      const before = await snapshot('team_members');
      const { data, error } = await clients.member
        .from('team_members')
        .delete()
        .eq('id', ACTIVE)
        .select();
      expect(error).toBeNull();
      expect(data).toEqual([]);
      expect(await snapshot('team_members')).toBe(before);
    });

    it('anon holds no update or delete privilege: 401 and nothing changes', async () => {
      const before = await snapshot('team_members');
      const attempts = [
        clients.anon.from('team_members').update({ name: 'Defaced' }).eq('id', ACTIVE).select(),
        clients.anon.from('team_members').delete().eq('id', ACTIVE).select(),
      ];
      for (const attempt of attempts) {
        const { data, error, status } = await attempt;
        expect(status).toBe(401);
        expect(error?.code).toBe('42501');
        expect(data).toBeNull();
      }
      expect(await snapshot('team_members')).toBe(before);
    });

    it('admin inserts, updates and deletes, with timestamps kept by the database', async () => {
      const inserted = await clients.admin
        .from('team_members')
        .insert({
          name: 'Priya Shah',
          position: 'Audit Senior',
          bio: null,
          linkedin_url: 'https://www.linkedin.com/in/priya-shah-example',
          display_order: 6,
          photo_url: null,
        })
        .select()
        .single();
      expect(inserted.error).toBeNull();
      expect(inserted.status).toBe(201);
      const row = inserted.data as {
        id: string;
        is_active: boolean;
        created_at: string;
        updated_at: string;
      };
      expect(row.is_active).toBe(true);

      const updated = await clients.admin
        .from('team_members')
        .update({ position: 'Audit Manager', created_at: '2000-01-01T00:00:00Z' })
        .eq('id', row.id)
        .select()
        .single();
      expect(updated.error).toBeNull();
      const after = updated.data as { position: string; created_at: string; updated_at: string };
      expect(after.position).toBe('Audit Manager');
      expect(after.created_at).toBe(row.created_at);
      expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(row.updated_at));

      const deleted = await clients.admin.from('team_members').delete().eq('id', row.id).select();
      expect(deleted.error).toBeNull();
      expect(deleted.data).toHaveLength(1);
      const gone = await backend.db.query('select 1 from public.team_members where id = $1', [
        row.id,
      ]);
      expect(gone.rows).toEqual([]);
    });

    it('admin writes that break the CHECK constraints are refused with 400', async () => {
      const before = await snapshot('team_members');
      const cases = [
        { name: '   ', position: 'Adviser' },
        { name: 'A'.repeat(121), position: 'Adviser' },
        { name: 'Valid', position: '' },
        { name: 'Valid', position: 'Adviser', bio: 'b'.repeat(2001) },
        { name: 'Valid', position: 'Adviser', linkedin_url: 'http://www.linkedin.com/in/x' },
        { name: 'Valid', position: 'Adviser', linkedin_url: 'javascript:alert(1)' },
        { name: 'Valid', position: 'Adviser', photo_url: 'ftp://example.co.uk/a.png' },
        { name: '\t', position: 'Adviser' },
        { name: '\u00a0', position: 'Adviser' },
        { name: '\u200b', position: 'Adviser' },
        { name: 'Valid', position: '\u2060\ufeff' },
        { name: 'Valid', position: 'Adviser', linkedin_url: 'https://evil.example/phish' },
        {
          name: 'Valid',
          position: 'Adviser',
          linkedin_url: 'https://www.linkedin.com.evil.example/in/x',
        },
        { name: 'Valid', position: 'Adviser', photo_url: 'https://evil.example/a.png' },
        {
          name: 'Valid',
          position: 'Adviser',
          photo_url: `${backend.url}/storage/v1/object/public/other-bucket/a.png`,
        },
        {
          name: 'Valid',
          position: 'Adviser',
          photo_url: `${backend.url}/storage/v1/object/public/team-photos/../a.png`,
        },
      ];
      for (const values of cases) {
        const { error, status } = await clients.admin.from('team_members').insert(values);
        expect(status, JSON.stringify(values)).toBe(400);
        expect(error?.code, JSON.stringify(values)).toBe('23514');
      }
      expect(await snapshot('team_members')).toBe(before);
    });

    it('admin saves names with inner no-break spaces, linkedin.com links and own photo URLs', async () => {
      const photo = clients.admin.storage.from('team-photos').getPublicUrl('0a1b2c3d.png');
      const { data, error, status } = await clients.admin
        .from('team_members')
        .insert({
          name: 'Anne\u00a0Marie Cole',
          position: 'Tax\u00a0Senior',
          linkedin_url: 'https://uk.linkedin.com/in/anne-marie-cole-example',
          photo_url: photo.data.publicUrl,
        })
        .select('id, photo_url')
        .single();
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(data?.photo_url).toBe(photo.data.publicUrl);
      const local = photo.data.publicUrl.replace('127.0.0.1', 'localhost');
      const updated = await clients.admin
        .from('team_members')
        .update({ photo_url: local })
        .eq('id', data?.id)
        .select('photo_url')
        .single();
      expect(updated.error).toBeNull();
      expect(updated.data?.photo_url).toBe(local);
      await clients.admin.from('team_members').delete().eq('id', data?.id);
    });
  });

  describe('team_members_public', () => {
    it.each(['anon', 'member', 'admin'] as const)('%s reads active members only', async (who) => {
      const { data, error } = await clients[who]
        .from('team_members_public')
        .select('*')
        .order('display_order', { ascending: true });
      expect(error).toBeNull();
      expect(data?.map((row) => row.id)).not.toContain(INACTIVE);
      expect(data).toHaveLength(4);
      expect(Object.keys(data?.[0] ?? {}).sort()).toEqual(
        [
          'bio',
          'created_at',
          'display_order',
          'id',
          'is_active',
          'linkedin_url',
          'name',
          'photo_url',
          'position',
          'updated_at',
        ].sort(),
      );
      expect(data?.every((row) => row.is_active === true)).toBe(true);
    });

    it.each([
      ['anon', 401],
      ['member', 403],
      ['admin', 403],
    ] as const)(
      '%s cannot insert, update or delete through the view (HTTP %i)',
      async (who, status) => {
        const before = await snapshot('team_members');
        const attempts = [
          clients[who].from('team_members_public').insert({ name: 'Via view', position: 'None' }),
          clients[who].from('team_members_public').update({ name: 'Via view' }).eq('id', ACTIVE),
          clients[who].from('team_members_public').delete().eq('id', ACTIVE),
        ];
        for (const attempt of attempts) {
          const { error, status: got } = await attempt;
          expect(got).toBe(status);
          expect(error?.code).toBe('42501');
        }
        expect(await snapshot('team_members')).toBe(before);
      },
    );
  });

  describe('user_roles', () => {
    it('anon holds no select privilege: 401', async () => {
      const { data, error, status } = await clients.anon.from('user_roles').select('*');
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
      expect(data).toBeNull();
    });

    it('a member reads no role: the admin check is false', async () => {
      const { data, error } = await clients.member
        .from('user_roles')
        .select('role')
        .eq('user_id', memberId)
        .eq('role', 'admin');
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const all = await clients.member.from('user_roles').select('*');
      expect(all.data).toEqual([]);
    });

    it('admin reads its own role row and no one else’s', async () => {
      const { data, error } = await clients.admin
        .from('user_roles')
        .select('role')
        .eq('user_id', adminId)
        .eq('role', 'admin');
      expect(error).toBeNull();
      expect(data).toEqual([{ role: 'admin' }]);
      const all = await clients.admin.from('user_roles').select('user_id');
      expect(all.data).toEqual([{ user_id: adminId }]);
      const total = await backend.db.query('select 1 from public.user_roles');
      expect(total.rows).toHaveLength(2);
    });

    it.each([
      ['anon', 401],
      ['member', 403],
      ['admin', 403],
    ] as const)('%s cannot insert, update or delete roles (HTTP %i)', async (who, status) => {
      const before = await snapshot('user_roles');
      const attempts = [
        clients[who].from('user_roles').insert({ user_id: memberId, role: 'admin' }),
        clients[who].from('user_roles').update({ user_id: memberId }).eq('user_id', otherAdminId),
        clients[who].from('user_roles').delete().eq('user_id', otherAdminId),
      ];
      for (const attempt of attempts) {
        const { error, status: got } = await attempt;
        expect(got).toBe(status);
        expect(error?.code).toBe('42501');
      }
      expect(await snapshot('user_roles')).toBe(before);
    });
  });

  describe('team-photos objects', () => {
    const name = 'matrix-photo.png';

    it.each(['anon', 'member'] as const)('%s cannot upload, and nothing is stored', async (who) => {
      const before = await snapshot('storage');
      const { data, error } = await clients[who].storage
        .from('team-photos')
        .upload(`${who}-${name}`, new Blob([PNG], { type: 'image/png' }));
      expect(data).toBeNull();
      expect(error?.message).toMatch(/row-level security/);
      expect(await snapshot('storage')).toBe(before);
      expect((await publicObject(`${who}-${name}`)).status).toBe(404);
    });

    it('admin uploads; anyone reads it by its public URL', async () => {
      const { data, error } = await clients.admin.storage
        .from('team-photos')
        .upload(name, new Blob([PNG], { type: 'image/png' }));
      expect(error).toBeNull();
      expect(data?.fullPath).toBe(`team-photos/${name}`);
      const url = clients.anon.storage.from('team-photos').getPublicUrl(name).data.publicUrl;
      expect(url).toBe(`${backend.url}/storage/v1/object/public/team-photos/${name}`);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    });

    it.each(['anon', 'member'] as const)('%s lists nothing', async (who) => {
      const { data, error } = await clients[who].storage.from('team-photos').list();
      expect(error).toBeNull();
      expect(data).toEqual([]);
    });

    it('admin lists the bucket', async () => {
      const { data, error } = await clients.admin.storage.from('team-photos').list();
      expect(error).toBeNull();
      expect(data?.map((entry) => entry.name)).toEqual([name]);
    });

    it.each(['anon', 'member'] as const)(
      '%s cannot replace or delete, and nothing changes',
      async (who) => {
        const before = await snapshot('storage');
        const replaced = await clients[who].storage
          .from('team-photos')
          .update(name, new Blob([new Uint8Array([9, 9, 9])], { type: 'image/png' }));
        expect(replaced.error).not.toBeNull();
        const upserted = await clients[who].storage
          .from('team-photos')
          .upload(name, new Blob([new Uint8Array([8, 8])], { type: 'image/png' }), {
            upsert: true,
          });
        expect(upserted.error).not.toBeNull();
        const removed = await clients[who].storage.from('team-photos').remove([name]);
        expect(removed.error).toBeNull();
        expect(removed.data).toEqual([]);
        expect(await snapshot('storage')).toBe(before);
        expect((await publicObject(name)).status).toBe(200);
      },
    );

    it('admin replaces and deletes', async () => {
      const replacement = new Uint8Array([...PNG.subarray(0, 8), 7, 7, 7]);
      const replaced = await clients.admin.storage
        .from('team-photos')
        .update(name, new Blob([replacement], { type: 'image/png' }));
      expect(replaced.error).toBeNull();
      expect(new Uint8Array(await (await publicObject(name)).arrayBuffer())).toEqual(replacement);
      const removed = await clients.admin.storage.from('team-photos').remove([name]);
      expect(removed.error).toBeNull();
      expect(removed.data).toHaveLength(1);
      expect((await publicObject(name)).status).toBe(404);
    });

    it('the bucket refuses other MIME types and files over 5 MB, even from the admin', async () => {
      const before = await snapshot('storage');
      const text = await clients.admin.storage
        .from('team-photos')
        .upload('notes.txt', new Blob(['hello'], { type: 'text/plain' }));
      expect(text.error).toMatchObject({ status: 415 });
      const svg = await clients.admin.storage
        .from('team-photos')
        .upload('logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>', {
          contentType: 'image/svg+xml',
        });
      expect(svg.error).toMatchObject({ status: 415 });
      const big = await clients.admin.storage
        .from('team-photos')
        .upload('big.png', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }));
      expect(big.error).toMatchObject({ status: 413 });
      const jpeg = new Uint8Array(5 * 1024 * 1024);
      jpeg.set([0xff, 0xd8, 0xff, 0xe0]);
      const atLimit = await clients.admin.storage
        .from('team-photos')
        .upload('limit.jpg', jpeg, { contentType: 'image/jpeg' });
      expect(atLimit.error).toBeNull();
      await clients.admin.storage.from('team-photos').remove(['limit.jpg']);
      expect(await snapshot('storage')).toBe(before);
    }, 60_000);

    it('the bucket refuses bytes that are not the image type they are labelled', async () => {
      const before = await snapshot('storage');
      for (const [name, bytes, type] of [
        ['svg-as.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png'],
        ['page-as.jpg', '<!doctype html><script>alert(1)</script>', 'image/jpeg'],
        ['png-as.gif', PNG, 'image/gif'],
        ['text-as.webp', 'RIFF....WEBX', 'image/webp'],
        ['empty.avif', new Uint8Array(0), 'image/avif'],
      ] as const) {
        const refused = await clients.admin.storage
          .from('team-photos')
          .upload(name, new Blob([bytes], { type }));
        expect(refused.error, name).toMatchObject({ status: 415 });
      }
      expect(await snapshot('storage')).toBe(before);
      const gif = await clients.admin.storage
        .from('team-photos')
        .upload('real.gif', new Blob(['GIF89a\x01\x00\x01\x00'], { type: 'image/gif' }));
      expect(gif.error).toBeNull();
      await clients.admin.storage.from('team-photos').remove(['real.gif']);
    });
  });
});
