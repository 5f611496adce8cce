// The one rule every element's boolean attributes follow, read in one place: the element's
// attribute reader and the components' props both go through `readBoolean`.

/**
 * A boolean attribute's text as on or off: on when present, as in HTML (`<… auto-calculate>`,
 * `auto-calculate=""`, `auto-calculate="yes"`), off when absent. The text `false` (any case) is the
 * one exception, as that is what the element's property writes for off and what frameworks write
 * for a `false` binding.
 */
export function readBooleanAttribute(text: string | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  return text.trim().toLowerCase() !== 'false';
}

/** A boolean prop, given as a boolean (React) or as its attribute's text (an element, a test). */
export function readBoolean(value: boolean | string | null | undefined): boolean {
  return typeof value === 'boolean' ? value : readBooleanAttribute(value);
}
