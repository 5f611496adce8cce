-- What GoTrue keeps beyond the bootstrap's users, sessions and refresh tokens, as a hosted project's
-- auth schema has it: email link tokens (auth.one_time_tokens, only a SHA-256 of each, so reading the
-- database gives no working link), each session's assurance level and how it was reached, and the
-- second factors (auth.mfa_factors, auth.mfa_challenges). Idempotent and applied at every start, so a
-- database bootstrapped before any of this existed has it too.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null,
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now()
);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);
alter table auth.one_time_tokens drop constraint if exists one_time_tokens_token_type_check;
alter table auth.one_time_tokens add constraint one_time_tokens_token_type_check
  check (token_type in ('recovery_token', 'confirmation_token'));

alter table auth.users add column if not exists confirmation_sent_at timestamptz;

alter table auth.sessions add column if not exists aal text not null default 'aal1';
alter table auth.sessions drop constraint if exists sessions_aal_check;
alter table auth.sessions add constraint sessions_aal_check check (aal in ('aal1', 'aal2'));
-- The ways the user proved who they are in this session ([{method, timestamp}], newest first), for
-- the `amr` claim of every token the session issues.
alter table auth.sessions add column if not exists amr jsonb not null default '[]';

-- When a refresh token was spent, for GoTrue's reuse interval.
alter table auth.refresh_tokens add column if not exists revoked_at timestamptz;

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  -- The shared secret, base32. A hosted project keeps it encrypted; this one only ever holds
  -- development accounts.
  secret text not null,
  -- The last time step whose code was accepted: a code works once.
  last_used_step bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz
);
