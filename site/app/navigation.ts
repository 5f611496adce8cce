// The header's and footer's menus, in one place.
export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; items: NavLink[] };
export type NavEntry = NavLink | NavGroup;

export const SERVICES_MENU: NavGroup = {
  label: 'Services',
  items: [
    { label: 'Company Setup', to: '/company-registration' },
    { label: 'Accounts & Tax', to: '/accounts-tax' },
    { label: 'Self-Assessment', to: '/self-assessment' },
    { label: 'Other Services', to: '/other-services' },
  ],
};

export const RESOURCES_MENU: NavGroup = {
  label: 'Resources',
  items: [
    { label: 'Self-Employed Tax Calculator', to: '/self-employed-tax-calculator' },
    { label: 'Directors Tax Calculator', to: '/directors-tax-calculator' },
    { label: 'FAQ', to: '/faq' },
  ],
};

export const MAIN_MENU: NavEntry[] = [
  { label: 'About', to: '/about' },
  { label: 'Team', to: '/team' },
  SERVICES_MENU,
  { label: 'Pricing', to: '/pricing' },
  RESOURCES_MENU,
  { label: 'Contact', to: '/contact' },
];

export function isGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

export const FOOTER_GROUPS: NavGroup[] = [
  {
    label: 'Services',
    items: [
      { label: 'Company Registration', to: '/company-registration' },
      { label: 'Accounts & Tax', to: '/accounts-tax' },
      { label: 'Self-Assessment', to: '/self-assessment' },
      { label: 'Tax Services', to: '/tax-services' },
      { label: 'Bookkeeping', to: '/bookkeeping' },
      { label: 'Payroll', to: '/payroll' },
      { label: 'Business Advisory', to: '/business-advisory' },
    ],
  },
  {
    label: 'Company',
    items: [
      { label: 'About Us', to: '/about' },
      { label: 'Our Team', to: '/team' },
      { label: 'Careers', to: '/careers' },
      { label: 'Pricing', to: '/pricing' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    label: 'Resources',
    items: [
      { label: 'UK Tax Calculators', to: '/tax-calculator' },
      { label: 'Self-Employed Tax Calculator', to: '/self-employed-tax-calculator' },
      { label: 'Directors Tax Calculator', to: '/directors-tax-calculator' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Get Started', to: '/get-started' },
    ],
  },
];

/** Pages that show the floating WhatsApp button. */
export const FLOATING_WHATSAPP_PATHS = new Set([
  '/',
  '/company-registration',
  '/accounts-tax',
  '/self-assessment',
  '/other-services',
  '/tax-services',
  '/bookkeeping',
  '/payroll',
  '/business-advisory',
  '/pricing',
  '/contact',
]);

/** Pages without the shared contact strip. */
export const NO_CONTACT_STRIP_PATHS = new Set([
  '/auth',
  '/team-admin',
  '/booking-confirmation',
  '/accounts-booking-confirmation',
  '/self-assessment-booking-confirmation',
  '/contact',
]);
