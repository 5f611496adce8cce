import { isWebUrl } from './validation.ts';

const sizes = {
  sm: 'h-12 w-12 text-lg',
  md: 'h-32 w-32 text-4xl',
  lg: 'h-40 w-40 text-5xl',
} as const;

/** The member's photo, or the first letter of their name on a coloured disc. */
export function MemberPhoto({
  name,
  photoUrl,
  size = 'md',
}: {
  name: string;
  photoUrl: string | null | undefined;
  size?: keyof typeof sizes;
}) {
  const classes = `${sizes[size]} shrink-0 rounded-full`;
  if (isWebUrl(photoUrl)) {
    return (
      <img
        src={photoUrl}
        alt={`Photo of ${name}`}
        className={`${classes} object-cover`}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className={`${classes} inline-flex items-center justify-center bg-brand-700 font-bold text-white`}
      aria-hidden="true"
      data-testid="member-initial"
    >
      {initial}
    </span>
  );
}
