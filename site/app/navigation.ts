// The header's and footer's menus, derived from the route table: a route names its own place in
// them. Only the groups themselves (their labels and where they sit) are declared here.
import { ROUTES, type FooterGroup, type HeaderGroup, type MenuPlacement } from './route-meta.ts';

export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

/** The header's dropdowns, and their position among its top-level links. */
const HEADER_GROUPS: Record<HeaderGroup, number> = { Services: 3, Resources: 5 };

const FOOTER_GROUPS_ORDER: FooterGroup[] = ['Services', 'Company', 'Resources'];

type Placed<Group extends string> = { placement: MenuPlacement<Group>; link: NavLink };

function placed<Group extends string>(
  pick: (route: (typeof ROUTES)[number]) => MenuPlacement<Group> | undefined,
): Placed<Group>[] {
  return ROUTES.flatMap((route) => {
    const placement = pick(route);
    return placement ? [{ placement, link: { label: placement.label, to: route.path } }] : [];
  }).sort((a, b) => a.placement.order - b.placement.order);
}

function groupItems<Group extends string>(entries: Placed<Group>[], group: Group): NavLink[] {
  return entries.filter(({ placement }) => placement.group === group).map(({ link }) => link);
}

const headerEntries = placed((route) => route.header);
const footerEntries = placed((route) => route.footer);

export const MAIN_MENU: NavEntry[] = [
  ...headerEntries
    .filter(({ placement }) => placement.group === undefined)
    .map(({ placement, link }) => ({ order: placement.order, entry: link as NavEntry })),
  ...(Object.entries(HEADER_GROUPS) as [HeaderGroup, number][]).map(([label, order]) => ({
    order,
    entry: { label, items: groupItems(headerEntries, label) } as NavEntry,
  })),
]
  .sort((a, b) => a.order - b.order)
  .map(({ entry }) => entry);

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const FOOTER_GROUPS: NavGroup[] = FOOTER_GROUPS_ORDER.map((label) => ({
  label,
  items: groupItems(footerEntries, label),
}));
