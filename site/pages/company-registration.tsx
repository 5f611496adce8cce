import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { calculatorRoute } from '../../widgets/index.ts';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { Hero } from '../components/hero.tsx';
import { ShieldIcon, StarIcon, WhatsAppIcon } from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { PriceCards } from '../components/price-cards.tsx';
import { Timeline } from '../components/steps.tsx';
import { ButtonLink, IconBadge, Section, SectionHeader } from '../components/ui.tsx';
import { COMPANY_FAQ } from '../content/faq.ts';
import {
  COMPANY_FROM_PRICE,
  COMPANY_PACKAGES,
  TIMELINE,
  companyPackageCard,
  formatPounds,
} from '../content/fees.ts';
import { CLAIMS, PRACTICE, whatsappLink } from '../content/practice.ts';
import { useHeroClickSound, useParallax } from '../lib/hero-motion.ts';
import { BookingBlock } from '../features/booking/booking-block.tsx';

const TRUST_BAR = [
  `${CLAIMS.credentials.body} ${CLAIMS.credentials.members}`,
  'Trading in 5 days',
  `Fixed fees from ${formatPounds(COMPANY_FROM_PRICE.fee.gross)} including VAT`,
  `${PRACTICE.rating.average}★ from ${PRACTICE.rating.total} reviews`,
];

const WHATS_INCLUDED = [
  {
    question: 'Companies House incorporation',
    answer:
      'We check your company name, prepare the memorandum and articles and file the application, usually approved within 24 hours.',
  },
  {
    question: 'Share structure and shareholder advice',
    answer:
      'Ordinary or alphabet shares, how many to issue and who holds them, set up so dividends can be paid tax-efficiently later.',
  },
  {
    question: 'Registered office and service address',
    answer:
      'Our London address for 12 months on the public register, with your post scanned and forwarded the same day.',
  },
  {
    question: 'HMRC corporation tax registration',
    answer:
      'We register the company for corporation tax and set its accounting reference date to suit your plans.',
  },
  {
    question: 'VAT and PAYE registrations',
    answer:
      'Included in the VAT-Ready and Employer-Ready packages: the right VAT scheme and a payroll scheme for directors and staff.',
  },
  {
    question: 'Bookkeeping software set-up',
    answer:
      'Xero, QuickBooks or FreeAgent connected to your bank, with categories and invoice templates ready for your first sale.',
  },
  {
    question: 'Kick-off call with your accountant',
    answer:
      'A 30-minute call to agree deadlines, how you will pay yourself and what records to keep from day one.',
  },
];

const TAX_WINS = [
  {
    title: 'Salary and dividend mix',
    text: 'A director’s salary at the right level keeps your State Pension record and cuts National Insurance, with profits taken as dividends.',
  },
  {
    title: 'Pre-trading expenses',
    text: 'Costs from the seven years before you start trading can be claimed once you do.',
  },
  {
    title: 'Annual Investment Allowance',
    text: 'Equipment, vans and computers written off against profit in full, up to £1 million a year.',
  },
  {
    title: 'Employer pension contributions',
    text: 'Paid by the company, deductible for corporation tax and free of National Insurance.',
  },
];

export function CompanyRegistrationPage() {
  const heroRef = useRef<HTMLElement>(null);
  const photoRef = useRef<HTMLDivElement>(null);
  useHeroClickSound(heroRef);
  useParallax(photoRef);

  return (
    <>
      <Hero
        heroRef={heroRef}
        eyebrow={`Company formation · From ${formatPounds(COMPANY_FROM_PRICE.fee.gross)} including VAT`}
        title="Start Your Company the Right Way"
        lead={`Incorporation, HMRC registrations, a bank introduction and bookkeeping set up for you, with a ${CLAIMS.credentials.member} from day one.`}
        actions={
          <>
            <ButtonLink to="#book" variant="gold" size="lg">
              Book a free call
            </ButtonLink>
            <ButtonLink
              to={whatsappLink("Hello, I'd like help registering a limited company.")}
              variant="whatsapp"
              size="lg"
              data-whatsapp=""
            >
              <WhatsAppIcon className="size-5" />
              WhatsApp us
            </ButtonLink>
          </>
        }
      />

      <section aria-label="Why founders trust us" className="border-b border-ink-100 bg-white">
        <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-5 py-6 text-sm font-medium text-ink-700 sm:px-6 lg:grid-cols-4 lg:px-8">
          {TRUST_BAR.map((item) => (
            <li key={item} className="flex items-center gap-2">
              <ShieldIcon className="size-5 flex-none text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
        <p className="mx-auto max-w-6xl px-5 pb-6 text-sm text-ink-700 sm:px-6 lg:px-8">
          Not sure a company would leave you more than staying a sole trader?{' '}
          <Link
            to={calculatorRoute('incorporation')}
            className="font-semibold text-brand-700 underline"
          >
            Compare a sole trader with a limited company
          </Link>
          .
        </p>
      </section>

      <Section labelledBy="cr-testimonial" reveal={false}>
        <figure className="mx-auto max-w-3xl text-center">
          <h2 id="cr-testimonial" className="sr-only">
            A founder’s view
          </h2>
          <div className="flex justify-center text-gold-500" aria-hidden="true">
            {Array.from({ length: 5 }, (_, index) => (
              <StarIcon key={index} className="size-6" />
            ))}
          </div>
          <blockquote className="mt-5 text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl">
            “I had the company, VAT and payroll sorted in under a week, and they talked me through
            how to pay myself on the first call. I wish I had started here.”
          </blockquote>
          <figcaption className="mt-5 text-ink-600">
            <strong className="text-ink-900">Priya S.</strong>, founder of a design studio
          </figcaption>
        </figure>
      </Section>

      <Section tone="muted" labelledBy="cr-included">
        <SectionHeader
          id="cr-included"
          eyebrow="Done for you"
          title="What's Included"
          lead="Everything a new limited company needs, done for you in the right order."
        />
        <FaqAccordion items={WHATS_INCLUDED} className="mx-auto max-w-3xl" />
      </Section>

      <Section labelledBy="cr-packages">
        <SectionHeader
          id="cr-packages"
          eyebrow="Packages and pricing"
          title="Choose your starting point"
          lead="Fixed prices including VAT, the price before VAT beneath. Each package builds on the one before."
        />
        <PriceCards
          cards={COMPANY_PACKAGES.map((pack) => ({ ...companyPackageCard(pack), href: '#book' }))}
        />
      </Section>

      <Section tone="muted" labelledBy="cr-timeline">
        <SectionHeader
          id="cr-timeline"
          eyebrow="Timeline"
          title="How It Works"
          lead="From idea to trading in five days."
        />
        <Timeline steps={TIMELINE} />
      </Section>

      <Section labelledBy="cr-tax-wins">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="cr-tax-wins"
              align="left"
              eyebrow="Keep more of your profit"
              title="Founder-Friendly Tax Wins"
              lead="Set up well and your company pays less tax from its first year."
            />
            <ul className="grid gap-5 sm:grid-cols-2">
              {TAX_WINS.map((win) => (
                <li key={win.title}>
                  <IconBadge>
                    <StarIcon className="size-5" />
                  </IconBadge>
                  <h3 className="mt-3 font-semibold">{win.title}</h3>
                  {/* Tax allowances, not fees. */}
                  <p data-figure="" className="mt-1 text-sm text-ink-600">
                    {win.text}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div className="overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-brand-100">
            <div ref={photoRef} className="will-change-transform">
              <Illustration
                name="directors"
                alt="Portrait illustration of our two directors, initials AK and RM"
              />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="cr-faq">
        <SectionHeader id="cr-faq" eyebrow="FAQ" title="Questions founders ask us" />
        <FaqAccordion items={COMPANY_FAQ} className="mx-auto max-w-3xl" />
      </Section>

      <BookingBlock
        topic="company-registration"
        tone="white"
        redirectTo="/booking-confirmation"
        title="Book your 15-minute consultation"
        lead="Tell us what you are planning and we will recommend the right package, free."
      />

      <section aria-label="Credentials" className="border-t border-ink-100 bg-ink-50">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-8 gap-y-3 px-5 py-8 text-sm font-semibold text-ink-600">
          {CLAIMS.credentials.held.map((credential) => (
            <li key={credential} className="flex items-center gap-2">
              <ShieldIcon className="size-5 text-brand-600" />
              {credential}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
