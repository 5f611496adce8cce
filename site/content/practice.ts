// Every practice detail the site shows or sends lives here, so a real practice changes one file.
// All defaults are fictional: Ofcom drama-range phone numbers, example.co.uk addresses.
import { REVIEWS_SNAPSHOT } from '../../widgets/index.ts';
import { BUILD_DATE } from './build.ts';
import { contactHref } from './topics.ts';

type Env = Record<string, string | boolean | undefined>;
// Vite replaces import.meta.env at build time; under plain Node (tests, build scripts) it is absent.
const env: Env = (import.meta.env as Env | undefined) ?? {};
const read = (key: string): string | undefined => {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

export type Office = {
  id: string;
  name: string;
  streetAddress: string;
  locality: string;
  postalCode: string;
  region: string;
  country: 'GB';
  latitude: number;
  longitude: number;
};

const OFFICES: Office[] = [
  {
    id: 'city',
    name: 'City of London office',
    streetAddress: '3rd Floor, 18 Cannon Wharf',
    locality: 'London',
    postalCode: 'EC4N 6AB',
    region: 'Greater London',
    country: 'GB',
    latitude: 51.5115,
    longitude: -0.0905,
  },
  {
    id: 'croydon',
    name: 'Croydon office',
    streetAddress: 'Suite 4, 27 Station Parade',
    locality: 'Croydon',
    postalCode: 'CR0 2AB',
    region: 'Greater London',
    country: 'GB',
    latitude: 51.3752,
    longitude: -0.0923,
  },
];

const WHATSAPP_NUMBER = '447700900461';

const FOUNDED_YEAR = 2010;

/**
 * What the practice says about itself, each claim once, with what it counts: every page, stat and
 * description that states one reads it here, so two pages cannot disagree. Years in practice are
 * counted from the founding year to the build's year.
 */
export const CLAIMS = {
  foundedYear: FOUNDED_YEAR,
  yearsInPractice: BUILD_DATE.getUTCFullYear() - FOUNDED_YEAR,
  /** The professional body, and what its members are called. */
  credentials: {
    body: 'ACCA',
    member: 'chartered certified accountant',
    members: 'chartered certified accountants',
    held: [
      'ACCA practising certificate',
      'Professional indemnity insured',
      'HMRC recognised agent',
      'ICO registered',
      'Anti-money laundering supervised by ACCA',
    ],
  },
  clients: { value: 500, atLeast: true, counts: 'Clients we act for' },
  returnsFiled: { value: 650, atLeast: true, counts: 'Tax returns filed last season' },
  employeesPaid: { value: 2500, atLeast: true, counts: 'Employees paid every month' },
  team: { value: 15, atLeast: false, counts: 'Accountants, tax advisers and bookkeepers' },
  retentionPercent: { value: 98, counts: 'Clients who stay with us each year' },
  replyHours: { value: 24, counts: 'The longest you wait for a reply, Monday to Friday' },
  payrollDays: { value: 2, counts: 'To turn a payroll round, in working days' },
  averageSaving: { value: 3200, counts: 'Tax our clients saved, on average, last year' },
} as const;

export const PRACTICE = {
  name: 'Ledgerline Accountants',
  shortName: 'Ledgerline',
  legalName: 'Ledgerline Accountants Ltd',
  companyNumber: '09876543',
  tagline: 'Chartered Certified Accountants in London',
  siteUrl: (read('VITE_SITE_URL') ?? 'https://www.example.co.uk').replace(/\/+$/, ''),
  /**
   * Where partners load the widgets' scripts from (`<scriptHost>/widgets/…`): a placeholder for the
   * fictional practice's script host. The partner guide (widgets/README.md) and the widgets' READMEs
   * write it in their snippets, and a test holds them to it.
   */
  scriptHost: 'https://widgets.example.co.uk',
  phone: { display: '020 7946 0321', tel: '+442079460321' },
  email: 'hello@example.co.uk',
  privacyEmail: 'privacy@example.co.uk',
  careersEmail: 'careers@example.co.uk',
  whatsapp: {
    number: WHATSAPP_NUMBER,
    display: '07700 900461',
    defaultMessage: "Hello Ledgerline, I'd like to ask about your accountancy services.",
  },
  offices: OFFICES,
  hours: {
    display: 'Mon–Fri 9AM–5PM',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
  // The dated snapshot of the practice's Google reviews, which the review carousel also shows.
  rating: {
    average: REVIEWS_SNAPSHOT.averageRating,
    total: REVIEWS_SNAPSHOT.totalReviews,
    asOf: REVIEWS_SNAPSHOT.asOf,
  },
  googlePlaceId: 'ChIJLedgerlineExample0001',
  foundedYear: CLAIMS.foundedYear,
  accreditation: CLAIMS.credentials.body,
  cal: {
    embedScriptUrl: read('VITE_CAL_EMBED_URL') ?? 'https://app.cal.com/embed/embed.js',
    origin: read('VITE_CAL_ORIGIN') ?? 'https://app.cal.com',
    brandColor: '#0f766e',
    links: {
      call: read('VITE_CAL_LINK_CALL') ?? 'ledgerline-accountants/30min',
      'personal-tax': read('VITE_CAL_LINK_PERSONAL_TAX') ?? 'ledgerline-accountants/personal-tax',
    },
  },
  analytics: {
    measurementId: read('VITE_GA_MEASUREMENT_ID'),
    adsId: read('VITE_GOOGLE_ADS_ID'),
    /** The Google Ads conversion label of a booked accounts consultation. */
    adsConversionLabel: read('VITE_GOOGLE_ADS_CONVERSION_LABEL') ?? 'accounts-consultation',
  },
  supabaseUrl: read('VITE_SUPABASE_URL'),
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
  },
  blogUrl: 'https://www.example.co.uk/blog',
  // The build's year, so the prerendered HTML and the hydrated page agree.
  copyrightYear: String(BUILD_DATE.getUTCFullYear()),
} as const;

/** A wa.me chat link with a prefilled, URL-encoded enquiry. */
export function whatsappLink(message: string = PRACTICE.whatsapp.defaultMessage): string {
  return `https://wa.me/${PRACTICE.whatsapp.number}?text=${encodeURIComponent(message)}`;
}

/** One line of an office's address, as shown on cards. */
export function officeAddress(office: Office): string {
  return `${office.streetAddress}, ${office.locality} ${office.postalCode}`;
}

/** A maps search for an office, opened in a new tab. */
export function mapsLink(office: Office): string {
  const query = `${PRACTICE.name}, ${officeAddress(office)}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The practice's reviews on Google, by its place id. */
export function googleReviewsUrl(placeId: string = PRACTICE.googlePlaceId): string {
  return `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}`;
}

/** The review carousel's endpoint: the google-reviews function of the configured backend. */
export function reviewsEndpoint(): string | undefined {
  return PRACTICE.supabaseUrl ? `${PRACTICE.supabaseUrl}/functions/v1/google-reviews` : undefined;
}

/** Where a calculator's "Book a free call about this" leads; the widget adds the scenario. */
export const BOOKING_ANCHOR = contactHref('calculator-help', { booking: true });
