-- Admin rights last as long as the session they were signed in with, and changing the team needs a
-- second factor.
--
-- An access token is a signed statement valid until it expires: signing out, or a password change
-- that ends the other sessions, deletes the session from auth.sessions but cannot recall the token.
-- So the admin check also asks that the token's session (its session_id claim) still exists.

create or replace function private.has_role(_role public.app_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = _role
  )
  and exists (
    select 1
    from auth.sessions s
    where s.id = nullif((select auth.jwt()) ->> 'session_id', '')::uuid
      and s.user_id = (select auth.uid())
  )
$$;

-- Whether the token was issued after a second factor: its `aal` claim, which the auth server signs.
create function private.has_second_factor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;

revoke execute on function private.has_second_factor() from public, anon;
grant execute on function private.has_second_factor() to authenticated;

-- Restrictive: whatever permissive policy lets a write through, it must pass this one too.
create policy "Team changes need a second factor"
  on public.team_members
  as restrictive
  for insert
  to authenticated
  with check ((select private.has_second_factor()));

create policy "Team edits need a second factor"
  on public.team_members
  as restrictive
  for update
  to authenticated
  using ((select private.has_second_factor()))
  with check ((select private.has_second_factor()));

create policy "Team removals need a second factor"
  on public.team_members
  as restrictive
  for delete
  to authenticated
  using ((select private.has_second_factor()));

-- storage.objects holds every bucket's files: only team-photos' writes are held to this.
create policy "Team photo uploads need a second factor"
  on storage.objects
  as restrictive
  for insert
  to authenticated
  with check (bucket_id <> 'team-photos' or (select private.has_second_factor()));

create policy "Team photo replacements need a second factor"
  on storage.objects
  as restrictive
  for update
  to authenticated
  using (bucket_id <> 'team-photos' or (select private.has_second_factor()))
  with check (bucket_id <> 'team-photos' or (select private.has_second_factor()));

create policy "Team photo removals need a second factor"
  on storage.objects
  as restrictive
  for delete
  to authenticated
  using (bucket_id <> 'team-photos' or (select private.has_second_factor()));
