-- Tighter team_members: names that only look blank, LinkedIn links to other hosts, photos served from
-- anywhere, and privileges no role needs.

-- btrim() and [[:space:]] (in the C locale) only know ASCII blanks. A name made of a tab, a no-break
-- space, a zero-width space or another invisible character is blank too. The class lists Unicode's
-- White_Space characters and the invisible format and filler characters a name could be made of.
alter table public.team_members
  drop constraint team_members_name_check,
  drop constraint team_members_position_check,
  drop constraint team_members_linkedin_url_check;

alter table public.team_members
  add constraint team_members_name_check check (
    name !~ '^[[:space:]\u0085\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\u3164\ufeff\uffa0]*$'
    and char_length(name) <= 120
  ),
  add constraint team_members_position_check check (
    position !~ '^[[:space:]\u0085\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\u3164\ufeff\uffa0]*$'
    and char_length(position) <= 120
  ),
  -- The host must be linkedin.com or one of its subdomains; the slash right after it stops
  -- linkedin.com.evil.example and user@host tricks.
  add constraint team_members_linkedin_url_check check (
    linkedin_url is null
    or linkedin_url ~ '^https://([a-z0-9-]+\.)*linkedin\.com/[^[:space:]]*$'
  );

-- Where team photos may be served from: the public URL of the team-photos bucket on one of these
-- origins. A hosted project's storage URL is not known to its database, so it is configured here with
-- SQL after `supabase db push` (see supabase/README.md); the local backend records its own origin at
-- start. No API role can read or write this table.
create table private.team_photo_origins (
  origin text primary key,
  constraint team_photo_origins_origin_check
    check (origin ~ '^https?://[a-z0-9.-]+(:[0-9]{1,5})?$' or origin ~ '^https?://\[[0-9a-f:]+\](:[0-9]{1,5})?$')
);

comment on table private.team_photo_origins is
  'Origins (scheme://host[:port]) whose team-photos public URLs team_members.photo_url may use.';

revoke all on private.team_photo_origins from public, anon, authenticated, service_role;

-- A trigger rather than a CHECK: the rule reads another table, and a restore loads data before
-- triggers, so a dump of the database still restores. It runs as its owner to read the origins.
create function private.check_team_photo_url()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.photo_url is not null
     and (tg_op = 'INSERT' or new.photo_url is distinct from old.photo_url)
     and not exists (
       select 1
       from private.team_photo_origins o
       where starts_with(new.photo_url, o.origin || '/storage/v1/object/public/team-photos/')
         -- An object name: segments that cannot be dot segments or percent-encoded ones.
         and substr(new.photo_url, char_length(o.origin) + 39)
             ~ '^[A-Za-z0-9_-][A-Za-z0-9._~-]*(/[A-Za-z0-9_-][A-Za-z0-9._~-]*)*$'
     ) then
    raise exception 'photo_url must be a team-photos URL of this project''s storage'
      using errcode = 'check_violation',
            constraint = 'team_members_photo_url_check',
            table = 'team_members',
            column = 'photo_url';
  end if;
  return new;
end
$$;

revoke execute on function private.check_team_photo_url() from public;

create trigger team_members_check_photo_url
  before insert or update of photo_url on public.team_members
  for each row execute function private.check_team_photo_url();

-- Privileges no role needs. anon only reads team_members (its policy shows active rows) and has no
-- business with user_roles; row level security refused the rest, but the grants go too.
revoke insert, update, delete on public.team_members from anon;
revoke all on public.user_roles from anon;
