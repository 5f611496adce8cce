// The header's desktop dropdowns on Radix DropdownMenu (roving focus, typeahead, Escape, outside
// clicks, positioning). The header loads this module when a visitor reaches for a menu, so pages do
// not ship Radix and its positioning code with their first JavaScript.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router-dom';
import type { NavGroup } from './navigation.ts';

/** A press on the placeholder trigger made before this module had loaded. */
export type PendingPress = { kind: 'pointer' } | { kind: 'key'; key: string };

/** What the header's placeholder trigger passes on when this menu replaces it. */
export type HandOver = { press: PendingPress | null; focused: boolean };

export function NavDropdown({
  group,
  triggerClassName,
  trigger,
  takeHandOver,
}: {
  group: NavGroup;
  triggerClassName: string;
  trigger: ReactNode;
  /** What the placeholder passes on; each call hands it over once. */
  takeHandOver: () => HandOver;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pendingPress = useRef<PendingPress | null>(null);

  // The placeholder had the focus: the real trigger takes it over.
  useLayoutEffect(() => {
    const { press, focused } = takeHandOver();
    pendingPress.current = press;
    if (focused) triggerRef.current?.focus();
  }, [takeHandOver]);

  // A press the placeholder took is replayed on the real trigger, so the menu opens exactly as Radix
  // opens it for that press. After Radix's own effects: it tells keyboard from pointer use by
  // listening on the document.
  useEffect(() => {
    const press = pendingPress.current;
    pendingPress.current = null;
    const button = triggerRef.current;
    if (!press || !button) return;
    button.dispatchEvent(
      press.kind === 'key'
        ? new KeyboardEvent('keydown', { key: press.key, bubbles: true, cancelable: true })
        : new PointerEvent('pointerdown', { button: 0, bubbles: true, cancelable: true }),
    );
  }, []);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={triggerRef} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-[55] min-w-60 rounded-xl bg-white p-1.5 text-ink-800 shadow-xl ring-1 ring-ink-100"
        >
          {group.items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-lg px-3 py-2.5 text-sm font-medium outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
