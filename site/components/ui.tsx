// Layout and content primitives: one spacing scale, one type scale, one set of button styles.
import { useRef, type ComponentPropsWithoutRef, type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { scrollToAnchor, useReveal } from '../lib/motion.ts';
import { CheckIcon } from './icons.tsx';

export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cx('mx-auto w-full max-w-6xl px-5 sm:px-6 lg:px-8', className)}>{children}</div>
  );
}

type Tone = 'white' | 'muted' | 'brand' | 'dark';
const TONES: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  brand: 'bg-brand-50',
  dark: 'bg-ink-950 text-ink-100',
};

export function Section({
  id,
  tone = 'white',
  className,
  containerClassName,
  reveal = true,
  labelledBy,
  children,
}: {
  id?: string;
  tone?: Tone;
  className?: string;
  containerClassName?: string;
  reveal?: boolean;
  labelledBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  useReveal(ref, reveal);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={labelledBy}
      className={cx('py-16 sm:py-20', TONES[tone], className)}
    >
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}

export function SectionHeader({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  dark = false,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  dark?: boolean;
}) {
  return (
    <div className={cx('mb-10 max-w-2xl sm:mb-12', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cx(
            'mb-3 text-sm font-semibold tracking-wide uppercase',
            dark ? 'text-gold-300' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cx(
          'text-3xl font-bold tracking-tight sm:text-4xl',
          dark ? 'text-white' : 'text-ink-950',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p className={cx('mt-4 text-lg leading-relaxed', dark ? 'text-ink-200' : 'text-ink-600')}>
          {lead}
        </p>
      ) : null}
    </div>
  );
}

type Variant = 'primary' | 'secondary' | 'outline' | 'ghost-light' | 'gold' | 'whatsapp';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'bg-white text-brand-800 ring-1 ring-ink-200 shadow-sm hover:bg-ink-50',
  outline: 'text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50',
  'ghost-light': 'text-white ring-1 ring-white/40 hover:bg-white/10',
  gold: 'bg-gold-400 text-ink-950 shadow-sm hover:bg-gold-300',
  whatsapp: 'bg-[#1f7a4a] text-white shadow-sm hover:bg-[#196640]',
};

export function buttonClass(variant: Variant = 'primary', size: 'md' | 'lg' = 'md'): string {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    size === 'lg' ? 'px-6 py-3.5 text-base' : 'px-4.5 py-2.5 text-sm',
    VARIANTS[variant],
  );
}

type ButtonLinkProps = {
  to: string;
  variant?: Variant;
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<'a'>, 'href'>;

/** A link styled as a button; internal paths use the router, others open in a new tab. */
export function ButtonLink({ to, variant, size, className, children, ...rest }: ButtonLinkProps) {
  const classes = cx(buttonClass(variant, size), className);
  if (to.startsWith('#')) {
    return (
      <a href={to} className={classes} onClick={scrollToAnchor} {...rest}>
        {children}
      </a>
    );
  }
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    const external = to.startsWith('http');
    return (
      <a
        href={to}
        className={classes}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes} {...rest}>
      {children}
    </Link>
  );
}

/** The look of a card: the Card component, and forms that render their own element with it. */
export const cardClass =
  'rounded-2xl border border-ink-100 bg-white p-6 shadow-[0_1px_2px_rgb(16_24_40/0.04),0_8px_24px_-12px_rgb(16_24_40/0.12)] sm:p-7';

export function Card({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cx(cardClass, className)}>{children}</div>;
}

export function CheckList({
  items,
  className,
  dark = false,
}: {
  items: ReactNode[];
  className?: string;
  dark?: boolean;
}) {
  return (
    <ul className={cx('space-y-3', className)}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <CheckIcon
            className={cx('mt-0.5 size-5 flex-none', dark ? 'text-gold-400' : 'text-brand-600')}
          />
          <span className={dark ? 'text-ink-100' : 'text-ink-700'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export type Feature = { icon: ComponentType; title: string; text: string };

const FEATURE_LAYOUTS = {
  3: { grid: 'md:grid-cols-3', card: 'p-7', title: 'text-lg', text: '' },
  4: { grid: 'sm:grid-cols-2 lg:grid-cols-4', card: 'p-6', title: '', text: 'text-sm' },
} as const;

/** A grid of icon cards (values, benefits, reasons): three roomy columns or four compact ones. */
export function FeatureCards({
  items,
  columns = 3,
  className,
}: {
  items: readonly Feature[];
  columns?: 3 | 4;
  className?: string;
}) {
  const layout = FEATURE_LAYOUTS[columns];
  return (
    <ul className={cx('grid gap-6', layout.grid, className)}>
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className={cx('rounded-2xl border border-ink-100 bg-white shadow-sm', layout.card)}
        >
          <IconBadge>
            <Icon />
          </IconBadge>
          <h3 className={cx('mt-4 font-semibold', layout.title)}>{title}</h3>
          <p className={cx('mt-2 text-ink-600', layout.text)}>{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function IconBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Running text; `figures` marks text that quotes tax rates and thresholds rather than fees. */
export function Prose({ children, figures = false }: { children: ReactNode; figures?: boolean }) {
  return (
    <div
      {...(figures ? { 'data-figure': '' } : {})}
      className="max-w-3xl space-y-4 text-base leading-relaxed text-ink-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5"
    >
      {children}
    </div>
  );
}
