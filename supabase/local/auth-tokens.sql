-- The tokens of recovery links, kept as GoTrue keeps them in auth.one_time_tokens: only a SHA-256 of
-- each token is stored, so reading the database gives no working link. Idempotent and applied at
-- every start, so a database bootstrapped before this table existed has it too.
create table if not exists auth.one_time_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('recovery_token')),
  token_hash text not null unique,
  relates_to text not null,
  created_at timestamptz not null default now()
);
create index if not exists one_time_tokens_user_id_idx on auth.one_time_tokens (user_id, token_type);
