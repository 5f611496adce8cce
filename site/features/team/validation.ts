import { formatCount, hasDirectionControl, isBlankText } from '../../../widgets/index.ts';
import type { TeamMemberInput } from './types.ts';

/** The database's limit on a bio (its CHECK constraint); the form says so before saving. */
export const BIO_MAX_LENGTH = 2000;
/** The database's limit on a name and on a position. */
export const NAME_MAX_LENGTH = 120;
/** The team-photos bucket's size limit. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The image types the team-photos bucket accepts (no SVG: it can carry script). */
export const PHOTO_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];

export interface MemberFormValues {
  name: string;
  position: string;
  bio: string;
  linkedin_url: string;
  display_order: string;
  is_active: boolean;
}

export type MemberFormField = keyof MemberFormValues | 'photo';
export type MemberFormErrors = Partial<Record<MemberFormField, string>>;

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  name: '',
  position: '',
  bio: '',
  linkedin_url: '',
  display_order: '0',
  is_active: true,
};

/** True for an absolute https URL (what LinkedIn links must be, here and in the database). */
export function isHttpsUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The LinkedIn link as the database accepts it (https, a linkedin.com host, no port or user), with
 * the host lower-cased; null when it is not one.
 */
export function linkedInUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname;
  const linkedIn = host === 'linkedin.com' || host.endsWith('.linkedin.com');
  if (url.protocol !== 'https:' || !linkedIn || url.port || url.username || url.password) {
    return null;
  }
  return /^https:\/\/([a-z0-9-]+\.)*linkedin\.com\/\S*$/.test(url.href) ? url.href : null;
}

/** Photos are shown only from web addresses, never from other URL schemes. */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Why a chosen file cannot be a photo, or null when it can. */
export function validatePhoto(file: { type: string; size: number }): string | null {
  if (!PHOTO_MIME_TYPES.includes(file.type)) {
    return 'Photo must be an image file: JPEG, PNG, WebP, GIF or AVIF.';
  }
  if (file.size > PHOTO_MAX_BYTES) return 'Photo must be 5 MB or smaller.';
  return null;
}

// The database refuses these characters too (team_members_*_direction_check).
const DIRECTION_MESSAGE = (field: string) =>
  `${field} must not contain characters that reverse or isolate the direction of the text (U+202A to U+202E, U+2066 to U+2069).`;

/** Checks the form and, when it is fine, returns what to save (without the photo URL). */
export function parseMemberForm(
  values: MemberFormValues,
):
  | { success: true; data: Omit<TeamMemberInput, 'photo_url'> }
  | { success: false; errors: MemberFormErrors } {
  const errors: MemberFormErrors = {};
  const name = values.name.trim();
  const position = values.position.trim();
  const bio = values.bio.trim();
  const linkedin = values.linkedin_url.trim();
  const order = values.display_order.trim();

  if (isBlankText(name)) errors.name = 'Name is required.';
  else if (name.length > NAME_MAX_LENGTH) {
    errors.name = `Name must be at most ${NAME_MAX_LENGTH} characters.`;
  } else if (hasDirectionControl(name)) errors.name = DIRECTION_MESSAGE('Name');
  if (isBlankText(position)) errors.position = 'Position is required.';
  else if (position.length > NAME_MAX_LENGTH) {
    errors.position = `Position must be at most ${NAME_MAX_LENGTH} characters.`;
  } else if (hasDirectionControl(position)) errors.position = DIRECTION_MESSAGE('Position');
  if (bio.length > BIO_MAX_LENGTH) {
    errors.bio = `Bio must be at most ${formatCount(BIO_MAX_LENGTH)} characters (it has ${formatCount(bio.length)}).`;
  }
  const linkedinUrl = linkedin === '' ? null : linkedInUrl(linkedin);
  if (linkedin !== '' && !linkedinUrl) {
    errors.linkedin_url =
      'LinkedIn URL must be a full web address starting with https:// on linkedin.com, such as https://www.linkedin.com/in/your-name';
  }
  const displayOrder = order === '' ? 0 : Number(order);
  // The column is a PostgreSQL integer.
  if (order !== '' && (!/^-?\d+$/.test(order) || Math.abs(displayOrder) > 2_147_483_647)) {
    errors.display_order = 'Display order must be a whole number.';
  }

  if (Object.keys(errors).length > 0) return { success: false, errors };
  return {
    success: true,
    data: {
      name,
      position,
      bio: bio === '' ? null : bio,
      linkedin_url: linkedinUrl,
      display_order: displayOrder,
      is_active: values.is_active,
    },
  };
}
