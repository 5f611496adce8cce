// Text that only looks blank: the one rule for team members' names and positions (the database's
// CHECK constraints, supabase/migrations/*_blank_looking_text.sql), reviewers' names and review
// texts (the google-reviews function and the review carousel's parser). A string made only of these
// characters shows nothing a reader could take for a name or a review.
//
// The characters: Unicode's White_Space and Default_Ignorable_Code_Point (zero-width spaces and
// joiners, bidirectional controls, the word joiner and invisible operators, fillers, variation
// selectors, tags, the soft hyphen, the byte order mark), the interlinear annotation controls and
// the braille blank. supabase/tests/blank-text.test.ts proves the database's class is this one, on
// every code point.

/** Inclusive code point ranges of the characters that count as blank. */
export const BLANK_CODE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0x0009, 0x000d],
  [0x0020, 0x0020],
  [0x0085, 0x0085],
  [0x00a0, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
];

const escape = (codePoint: number) => `\\u{${codePoint.toString(16)}}`;

// Built from the ranges rather than written as a literal: several of the characters are combining
// marks, which a literal class would show as if attached to their neighbours.
const BLANK = new RegExp(
  `^[${BLANK_CODE_POINTS.map(([from, to]) =>
    from === to ? escape(from) : `${escape(from)}-${escape(to)}`,
  ).join('')}]*$`,
  'u',
);

/** True when `value` is empty or made only of characters that show nothing. */
export function isBlankText(value: string): boolean {
  return BLANK.test(value);
}

/**
 * Bidirectional override and isolate characters: they reorder the text around them, so a name
 * holding one can show as something else ("\u202Eexe.live" shows as "evil.exe"). Team members'
 * names and positions refuse them (supabase/migrations/*_direction_controls.sql), and
 * supabase/tests/blank-text.test.ts proves the database's class is this one, on every code point.
 */
export const DIRECTION_CONTROL_CODE_POINTS: ReadonlyArray<readonly [number, number]> = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

const DIRECTION_CONTROL = new RegExp(
  `[${DIRECTION_CONTROL_CODE_POINTS.map(([from, to]) => `${escape(from)}-${escape(to)}`).join('')}]`,
  'u',
);

/** True when `value` holds a character that overrides or isolates the text's direction. */
export function hasDirectionControl(value: string): boolean {
  return DIRECTION_CONTROL.test(value);
}
