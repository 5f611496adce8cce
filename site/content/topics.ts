// What a visitor asked for when a call to action took them to the contact page or a booking
// calendar: each button names its topic by id, the contact page greets it ("About: a free tax
// review") and the booking notes carry it, so the practice knows which button was pressed.

export const TOPICS = {
  'free-consultation': 'a free consultation',
  'business-assessment': 'a free business assessment',
  'tax-review': 'a free tax review',
  'personal-tax-return': 'a personal tax return',
  'business-tax-return': 'a business tax return',
  'vat-returns': 'VAT returns',
  'bookkeeping-assessment': 'a free bookkeeping assessment',
  'bookkeeping-startup': 'the Startup bookkeeping package',
  'bookkeeping-growth': 'the Growth bookkeeping package',
  'bookkeeping-enterprise': 'the Enterprise bookkeeping package',
  'payroll-trial': 'a free payroll trial',
  'payroll-basic': 'the Basic payroll package',
  'payroll-standard': 'the Standard payroll package',
  'payroll-premium': 'the Premium payroll package',
  'strategy-session': 'a business strategy session',
  'hmrc-representation': 'HMRC representation',
  'fixed-quote': 'a fixed-fee quote',
  'calculator-help': 'help with your calculator figures',
  'ask-a-question': 'a question for an accountant',
  'job-application': 'a job application',
  'company-accounts': 'company accounts and corporation tax',
  'self-assessment': 'a self-assessment tax return',
  'company-registration': 'registering a company',
} as const satisfies Record<string, string>;

export type TopicId = keyof typeof TOPICS;

/** The query parameter a topic travels in. */
export const TOPIC_PARAM = 'topic';

/** The contact page's booking block (its heading and calendar), for links that go straight to it. */
export const CONTACT_BOOKING_FRAGMENT = '#booking-widget';

function isTopic(value: string): value is TopicId {
  return Object.hasOwn(TOPICS, value);
}

/** The contact page, carrying what was asked for: `/contact?topic=tax-review`. */
export function contactHref(topic: TopicId, { booking = false } = {}): string {
  return `/contact?${TOPIC_PARAM}=${topic}${booking ? CONTACT_BOOKING_FRAGMENT : ''}`;
}

/** The topic a query string names, when it is one of ours; anything else names none. */
export function topicFromSearch(search: string | URLSearchParams): TopicId | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(TOPIC_PARAM) ?? '';
  return isTopic(value) ? value : undefined;
}

/** "About: a free tax review", as the contact page and the booking notes say it. */
export function topicLine(topic: TopicId): string {
  return `About: ${TOPICS[topic]}`;
}
