import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '../components/icons.tsx';
import { buttonClass, cx } from '../components/ui.tsx';
import { PRACTICE } from '../content/practice.ts';
import { contactHref } from '../content/topics.ts';
import { DeferredHeaderAccount } from './deferred-header-account.tsx';
import { Logo } from './logo.tsx';
import type { HandOver, NavDropdown, PendingPress } from './nav-dropdown.tsx';
import { MAIN_MENU, isGroup, type NavGroup } from './navigation.ts';

/** The header's booking link, on wide screens and in the phone menu. */
const BOOK_A_CALL = contactHref('free-consultation', { booking: true });

/**
 * The header's one action, the same on every page: its label and its look (the booking button
 * never changes colour with the page). WhatsApp has its own entry, the floating button.
 */
export const HEADER_ACTION = 'Book a free call';

export function Header() {
  const { pathname } = useLocation();
  const home = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);

  // A navigation of any kind (link, back button) closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      className={cx(
        'sticky top-0 z-50 border-b backdrop-blur',
        home
          ? 'border-white/10 bg-ink-950/90 text-white supports-[backdrop-filter]:bg-ink-950/80'
          : 'border-ink-100 bg-white/95 text-ink-800 supports-[backdrop-filter]:bg-white/85',
      )}
      data-variant={home ? 'home' : 'default'}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-md" onClick={() => setMenuOpen(false)}>
          {/* Named by its visible words, so voice control users can say what they see. */}
          <Logo dark={home} />
          <span className="sr-only"> home</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {MAIN_MENU.map((entry) => (
              <li key={entry.label}>
                {isGroup(entry) ? (
                  <DesktopDropdown group={entry} dark={home} pathname={pathname} />
                ) : (
                  <NavLink to={entry.to} className={({ isActive }) => navItemClass(home, isActive)}>
                    {entry.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <DeferredHeaderAccount />
          {/* On wide screens only: below that the header has no room, and the phone menu has it. */}
          <div className="hidden lg:block">
            <Link to={BOOK_A_CALL} className={buttonClass('gold')} data-header-action="">
              {HEADER_ACTION}
            </Link>
          </div>
          <button
            type="button"
            className={cx(
              'inline-flex size-10 items-center justify-center rounded-lg md:hidden',
              home ? 'text-white hover:bg-white/10' : 'text-ink-800 hover:bg-ink-100',
            )}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      <MobileMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}

function navItemClass(dark: boolean, active: boolean) {
  return cx(
    'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium transition-colors lg:px-3',
    dark
      ? active
        ? 'text-gold-300'
        : 'text-ink-100 hover:bg-white/10 hover:text-white'
      : active
        ? 'text-brand-800'
        : 'text-ink-700 hover:bg-ink-50 hover:text-ink-950',
  );
}

let dropdownModule: Promise<{ NavDropdown: typeof NavDropdown }> | undefined;
const loadDropdown = () => (dropdownModule ??= import('./nav-dropdown.tsx'));

/**
 * A desktop dropdown. The server and hydration render a plain trigger button; the Radix menu loads
 * when the pointer or focus reaches it and then takes its place, taking over the focus and any
 * press made before it had loaded (pointer down, or Enter, Space or Arrow Down), so it opens as
 * Radix would have.
 */
function DesktopDropdown({
  group,
  dark,
  pathname,
}: {
  group: NavGroup;
  dark: boolean;
  pathname: string;
}) {
  const active = group.items.some((item) => item.to === pathname);
  const triggerClassName = cx(navItemClass(dark, active), 'group');
  const trigger = (
    <>
      {group.label}
      <ChevronDownIcon className="size-4 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
  const [Menu, setMenu] = useState<typeof NavDropdown | null>(null);
  const handOver = useRef<HandOver>({ press: null, focused: false });
  const takeHandOver = useCallback(() => {
    const taken = handOver.current;
    handOver.current = { press: null, focused: false };
    return taken;
  }, []);
  const load = () => void loadDropdown().then(({ NavDropdown: loaded }) => setMenu(() => loaded));

  if (Menu) {
    return (
      <Menu
        group={group}
        triggerClassName={triggerClassName}
        trigger={trigger}
        takeHandOver={takeHandOver}
      />
    );
  }
  return (
    <PlaceholderTrigger
      className={triggerClassName}
      onWanted={load}
      onPress={(press) => {
        handOver.current.press = press;
        load();
      }}
      onReplaced={(focused) => {
        handOver.current.focused = focused;
      }}
    >
      {trigger}
    </PlaceholderTrigger>
  );
}

function PlaceholderTrigger({
  className,
  onWanted,
  onPress,
  onReplaced,
  children,
}: {
  className: string;
  onWanted: () => void;
  onPress: (press: PendingPress) => void;
  /** Whether it had the focus as the menu replaced it. */
  onReplaced: (focused: boolean) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const replaced = useRef(onReplaced);
  useLayoutEffect(() => {
    replaced.current = onReplaced;
  });
  // The cleanup runs as the menu replaces this button, while it is still in the document.
  useLayoutEffect(() => {
    const button = ref.current;
    return () => replaced.current(button !== null && document.activeElement === button);
  }, []);

  return (
    <button
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={className}
      onPointerEnter={onWanted}
      onFocus={onWanted}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix does: the menu, not the trigger, takes the focus when it opens.
        event.preventDefault();
        onPress({ kind: 'pointer' });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!['Enter', ' ', 'ArrowDown'].includes(event.key)) return;
        event.preventDefault();
        onPress({ kind: 'key', key: event.key });
      }}
    >
      {children}
    </button>
  );
}

function MobileMenu({ open, onNavigate }: { open: boolean; onNavigate: () => void }) {
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-100 bg-white text-ink-800 md:hidden"
    >
      {/* On a phone the two things a visitor most wants: a booking and the practice's number. */}
      <div className="grid gap-2.5 border-b border-ink-100 px-5 py-4">
        <Link to={BOOK_A_CALL} onClick={onNavigate} className={cx(buttonClass('gold'), 'w-full')}>
          {HEADER_ACTION}
        </Link>
        <a href={`tel:${PRACTICE.phone.tel}`} className={cx(buttonClass('secondary'), 'w-full')}>
          <PhoneIcon className="size-5" />
          Call {PRACTICE.phone.display}
        </a>
      </div>
      <ul className="space-y-1 px-5 py-4">
        {MAIN_MENU.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label} className="pt-2">
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {entry.label}
              </p>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <MobileLink to={item.to} label={item.label} onNavigate={onNavigate} />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label}>
              <MobileLink to={entry.to} label={entry.label} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MobileLink({
  to,
  label,
  onNavigate,
}: {
  to: string;
  label: string;
  onNavigate: () => void;
}) {
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cx(
          'block rounded-lg px-3 py-2.5 text-base font-medium',
          isActive ? 'bg-brand-50 text-brand-800' : 'hover:bg-ink-50',
        )
      }
    >
      {label}
    </NavLink>
  );
}
