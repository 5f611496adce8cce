import type { Tables } from '../../lib/database.types.ts';
import type { SiteClient } from '../../lib/supabase.ts';
import type { SupabaseConfig } from '../../lib/supabase-config.ts';
import type { TeamMember, TeamMemberInput } from './types.ts';

export const PHOTO_BUCKET = 'team-photos';

interface QueryError {
  message?: string;
}

function toError(error: QueryError, fallback: string): Error {
  return new Error(error.message || fallback);
}

/**
 * Active members for the public page, in display order. One anonymous GET of the public view
 * (PostgREST's URL form of `from('team_members_public').select('*').order('display_order')`), so the
 * public page does not load and start supabase-js: the view is the same for every visitor.
 */
export async function fetchPublicTeam(
  config: SupabaseConfig,
  fetcher: typeof fetch = fetch,
): Promise<TeamMember[]> {
  const query = new URLSearchParams({ select: '*', order: 'display_order.asc' });
  const response = await fetcher(`${config.url}/rest/v1/team_members_public?${query}`, {
    headers: { apikey: config.anonKey, authorization: `Bearer ${config.anonKey}` },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toError((body ?? {}) as QueryError, 'Loading the team failed');
  const rows = Array.isArray(body) ? (body as Tables<'team_members_public'>[]) : [];
  return rows.flatMap(fromPublicView);
}

/**
 * A view's columns are nullable to PostgreSQL, though this one only passes rows of the table; a row
 * without its required columns cannot be shown, so it is left out rather than cast.
 */
function fromPublicView(row: Tables<'team_members_public'>): TeamMember[] {
  const { id, name, position, created_at, updated_at } = row;
  if (!id || !name || !position || !created_at || !updated_at) return [];
  const display_order = row.display_order ?? 0;
  return [{ ...row, id, name, position, created_at, updated_at, display_order, is_active: true }];
}

/** Every member, inactive ones included (admins only, by the database's policies). */
export async function fetchAllMembers(client: SiteClient): Promise<TeamMember[]> {
  const { data, error } = await client
    .from('team_members')
    .select('*')
    .order('display_order', { ascending: true });
  if (error) throw toError(error, 'Loading the team failed');
  return data ?? [];
}

/** Adds a member, or updates the one with `id`. Fails when the database changed no row. */
export async function saveMember(
  client: SiteClient,
  input: TeamMemberInput,
  id?: string,
): Promise<void> {
  if (id) {
    const { data, error } = await client
      .from('team_members')
      .update(input)
      .eq('id', id)
      .select('id');
    if (error) throw toError(error, 'Saving the team member failed');
    // Row-level security hides rows instead of refusing: no row back means nothing was changed.
    if (!data || data.length === 0) throw new Error('Team member not found or not allowed');
    return;
  }
  const { error } = await client.from('team_members').insert(input);
  if (error) throw toError(error, 'Saving the team member failed');
}

export async function deleteMember(client: SiteClient, id: string): Promise<void> {
  const { data, error } = await client.from('team_members').delete().eq('id', id).select('id');
  if (error) throw toError(error, 'Deleting the team member failed');
  if (!data || data.length === 0) throw new Error('Team member not found or not allowed');
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http development address still gets a random name.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random object name keeping the file's own extension (letters and digits only). */
export function photoObjectName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return extension ? `${randomId()}.${extension}` : randomId();
}

/** Uploads a photo to team-photos and returns its public URL. */
export async function uploadPhoto(client: SiteClient, file: File): Promise<string> {
  const name = photoObjectName(file.name);
  const bucket = client.storage.from(PHOTO_BUCKET);
  const { error } = await bucket.upload(name, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error) throw error;
  return bucket.getPublicUrl(name).data.publicUrl;
}
