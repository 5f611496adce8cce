import { cx } from './ui.tsx';

export type IllustrationName =
  'growth' | 'documents' | 'directors' | 'team' | 'calculator' | 'office' | 'handshake';

const SIZES: Record<IllustrationName, [number, number]> = {
  growth: [560, 440],
  documents: [560, 440],
  directors: [640, 420],
  team: [800, 420],
  calculator: [560, 440],
  office: [640, 420],
  handshake: [560, 440],
};

/** Original SVG artwork from /images, sized up front so nothing shifts as it loads. */
export function Illustration({
  name,
  alt,
  eager = false,
  className,
}: {
  name: IllustrationName;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const [width, height] = SIZES[name];
  return (
    <img
      src={`/images/${name}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={cx('h-auto w-full', className)}
    />
  );
}
