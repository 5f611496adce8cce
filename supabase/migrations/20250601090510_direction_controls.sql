-- Bidirectional override and isolate characters (U+202A to U+202E, U+2066 to U+2069) reorder the text
-- around them: "\u202eexe.live Admin" shows as "nimdA evil.exe". A name or position never needs them, so
-- the columns refuse them. The same class is DIRECTION_CONTROL_CODE_POINTS in
-- supabase/functions/_shared/blank-text.ts, which the admin form checks with, and
-- supabase/tests/blank-text.test.ts proves the two agree on every code point.

-- Rows saved before the rule lose the characters, so the constraints hold for every row.
update public.team_members
set name = regexp_replace(name, '[\u202a-\u202e\u2066-\u2069]', '', 'g'),
    position = regexp_replace(position, '[\u202a-\u202e\u2066-\u2069]', '', 'g')
where name ~ '[\u202a-\u202e\u2066-\u2069]' or position ~ '[\u202a-\u202e\u2066-\u2069]';

alter table public.team_members
  add constraint team_members_name_direction_check
    check (name !~ '[\u202a-\u202e\u2066-\u2069]'),
  add constraint team_members_position_direction_check
    check (position !~ '[\u202a-\u202e\u2066-\u2069]');
