-- The google-reviews function's cache, shared by every worker that runs it: one row per place, with
-- Google's answer (or failure) until it expires, and a lease while one worker asks Google, so the
-- others wait for that answer instead of asking again. Only the function reads and writes it, with
-- the service role (which row level security does not hold); no API role may touch it.
create table public.reviews_cache (
  -- The Places API base URL and the place id, "<base>|<place id>".
  place_key text primary key,
  -- The function's answer: 200 with the reviews, or 502 with the failure.
  status smallint,
  -- json, not jsonb: kept as written, so every worker serves the same bytes.
  body json,
  fetched_at timestamptz,
  expires_at timestamptz not null default '-infinity',
  -- While in the future, one worker is asking Google for this place.
  refreshing_until timestamptz not null default '-infinity',
  constraint reviews_cache_place_key_check check (char_length(place_key) <= 600),
  constraint reviews_cache_status_check check (status is null or status in (200, 502))
);

comment on table public.reviews_cache is
  'The google-reviews function''s cache of Google Places answers; the service role only.';

alter table public.reviews_cache enable row level security;
revoke all on public.reviews_cache from anon, authenticated;
-- No policy: with row level security on and no privilege, anon and authenticated can do nothing.
