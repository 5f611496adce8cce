-- Who may manage the site: a role per user, checked by a helper the policies call.

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

comment on table public.user_roles is
  'Roles granted to users. Readable by each user for their own rows; granted with SQL or the service role only.';

alter table public.user_roles enable row level security;

-- Hosted Supabase grants anon and authenticated every privilege on new tables. Nobody writes roles
-- through the API, and truncate is not subject to row level security, so those privileges go.
revoke insert, update, delete, truncate, references, trigger on public.user_roles from anon, authenticated;
revoke truncate on public.user_roles from service_role;

create policy "Users read their own roles"
  on public.user_roles
  for select
  to authenticated
  using ((select auth.uid()) = user_id);

-- No insert, update or delete policy exists: with row level security on, that refuses every write.

-- The helper lives outside the API's schemas and runs as its owner, so policies on other tables can
-- look up roles without granting anyone more than their own rows of user_roles.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create function private.has_role(_role public.app_role)
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
$$;

revoke execute on function private.has_role(public.app_role) from public, anon;
grant execute on function private.has_role(public.app_role) to authenticated;
