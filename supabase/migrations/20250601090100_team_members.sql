-- The practice's team: edited by admins, shown publicly when active.

create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position text not null,
  bio text,
  photo_url text,
  linkedin_url text,
  display_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint team_members_name_check check (btrim(name) <> '' and char_length(name) <= 120),
  constraint team_members_position_check check (btrim(position) <> '' and char_length(position) <= 120),
  constraint team_members_bio_check check (bio is null or char_length(bio) <= 2000),
  constraint team_members_photo_url_check check (photo_url is null or photo_url ~ '^https?://[^[:space:]]+$'),
  constraint team_members_linkedin_url_check check (linkedin_url is null or linkedin_url ~ '^https://[^[:space:]]+$')
);

create index team_members_display_order_idx on public.team_members (display_order);

-- Timestamps belong to the database: created_at never changes, updated_at follows every update.
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  else
    new.created_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$$;

revoke execute on function private.touch_updated_at() from public;

create trigger team_members_touch_updated_at
  before insert or update on public.team_members
  for each row execute function private.touch_updated_at();

alter table public.team_members enable row level security;
revoke truncate, references, trigger on public.team_members from anon, authenticated;

create policy "Anyone reads active team members"
  on public.team_members
  for select
  to anon, authenticated
  using (is_active);

create policy "Admins read every team member"
  on public.team_members
  for select
  to authenticated
  using ((select private.has_role('admin')));

create policy "Admins add team members"
  on public.team_members
  for insert
  to authenticated
  with check ((select private.has_role('admin')));

create policy "Admins edit team members"
  on public.team_members
  for update
  to authenticated
  using ((select private.has_role('admin')))
  with check ((select private.has_role('admin')));

create policy "Admins remove team members"
  on public.team_members
  for delete
  to authenticated
  using ((select private.has_role('admin')));

-- The public page's view (the table's columns, active rows only) runs with the caller's rights (so the table's policies apply) and filters
-- to active members itself, so even an admin reads only active members through it. Simple views are
-- updatable, so every write privilege on it is withdrawn.
create view public.team_members_public
with (security_invoker = true)
as
select id, name, position, bio, photo_url, linkedin_url, display_order, is_active, created_at, updated_at
from public.team_members
where is_active;

revoke all on public.team_members_public from anon, authenticated, service_role;
grant select on public.team_members_public to anon, authenticated, service_role;
