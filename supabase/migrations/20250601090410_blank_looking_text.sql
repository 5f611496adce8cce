-- One rule for text that only looks blank, shared with the google-reviews function and the review
-- carousel: supabase/functions/_shared/blank-text.ts lists the same characters, and
-- supabase/tests/blank-text.test.ts proves the two agree on every code point. Unicode's White_Space
-- and Default_Ignorable_Code_Point characters (zero-width spaces and joiners, bidirectional
-- controls, the word joiner and invisible operators, Hangul fillers, variation selectors, tags, the
-- soft hyphen, the byte order mark), the interlinear annotation controls and the braille blank.
-- Written out rather than [[:space:]], whose meaning depends on the database's locale.
alter table public.team_members
  drop constraint team_members_name_check,
  drop constraint team_members_position_check;

alter table public.team_members
  add constraint team_members_name_check check (
    name !~ '^[\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u061c\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]*$'
    and char_length(name) <= 120
  ),
  add constraint team_members_position_check check (
    position !~ '^[\u0009-\u000d\u0020\u0085\u00a0\u00ad\u034f\u061c\u115f-\u1160\u1680\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]*$'
    and char_length(position) <= 120
  );
