import { useRef } from 'react';
import { ReviewsBlock } from '../components/blocks.tsx';
import { StatsGrid } from '../components/count-up.tsx';
import { AccountsFeeTable } from '../components/fee-tables.tsx';
import { Hero } from '../components/hero.tsx';
import { WhatsAppIcon } from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, CheckList, Section, SectionHeader } from '../components/ui.tsx';
import { FROM_PRICES, fromPriceFee } from '../content/fees.ts';
import { CLAIMS, whatsappLink } from '../content/practice.ts';
import { encodeQuote, startingAnswers } from '../content/quote.ts';
import { ACCOUNTS_STEPS } from '../content/services.ts';
import { ACCOUNTS_STATS } from '../content/stats.ts';
import { useHeroClickSound } from '../lib/hero-motion.ts';
import { BookingBlock } from '../features/booking/booking-block.tsx';

const WHY_CHOOSE_US = [
  'Fixed annual fee agreed up front, paid yearly or monthly by direct debit',
  'Year-end accounts filed with Companies House and CT600 filed with HMRC',
  `A named ${CLAIMS.credentials.member} who replies within ${CLAIMS.replyHours.value} hours`,
  'Corporation tax computations with every allowance and relief claimed',
  'Confirmation statement and director’s self-assessment reminders',
  'Xero, QuickBooks, FreeAgent or spreadsheets: we work with what you use',
];

/** The quote for a company, its answers started for the visitor. */
const COMPANY_QUOTE = `/quote#${encodeQuote({ ...startingAnswers('company'), employees: 1 })}`;

const WHATSAPP_MESSAGE =
  "Hello, I'd like a quote for my limited company's accounts and corporation tax return.";

export function AccountsTaxPage() {
  const heroRef = useRef<HTMLElement>(null);
  useHeroClickSound(heroRef);
  return (
    <>
      <Hero
        heroRef={heroRef}
        eyebrow="Limited companies · Fixed fees"
        title="File Company Accounts & CT600"
        lead={`Year-end accounts and your corporation tax return, prepared by ${CLAIMS.credentials.members} and filed on time, for a fixed fee from ${fromPriceFee(FROM_PRICES.accounts)}.`}
        actions={
          <>
            <ButtonLink to={COMPANY_QUOTE} variant="gold" size="lg">
              Get an instant quote
            </ButtonLink>
            <ButtonLink
              to={whatsappLink(WHATSAPP_MESSAGE)}
              variant="whatsapp"
              size="lg"
              data-whatsapp=""
            >
              <WhatsAppIcon className="size-5" />
              WhatsApp us
            </ButtonLink>
          </>
        }
        aside={
          <Illustration
            name="documents"
            eager
            alt="Illustration of company accounts and a CT600 return marked as filed"
            className="mx-auto max-w-md lg:max-w-none"
          />
        }
      />

      <Section labelledBy="accounts-stats" className="border-b border-ink-100">
        <h2 id="accounts-stats" className="sr-only">
          At a glance
        </h2>
        <StatsGrid stats={ACCOUNTS_STATS} />
      </Section>

      <Section tone="muted" labelledBy="accounts-why">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="accounts-why"
              align="left"
              eyebrow="Why choose us"
              title="Accounts done properly, without the chasing"
              lead="We take care of every filing your company owes, and tell you what you owe and when, well before it is due."
            />
            <CheckList items={WHY_CHOOSE_US} />
          </div>
          <figure>
            <Illustration
              name="directors"
              alt="Portrait illustration of our two directors, initials AK and RM"
            />
            <figcaption className="mt-3 text-center text-sm text-ink-600">
              Our directors review every set of accounts before it is filed.
            </figcaption>
          </figure>
        </div>
      </Section>

      <Section labelledBy="accounts-how">
        <SectionHeader
          id="accounts-how"
          eyebrow="How it works"
          title="Three steps to filed accounts"
        />
        <Steps steps={ACCOUNTS_STEPS} />
      </Section>

      <Section tone="muted" id="fees" labelledBy="accounts-fees">
        <SectionHeader
          id="accounts-fees"
          eyebrow="Fixed fees"
          title="Simple pricing by team size"
          lead="One fee covers your year-end accounts, corporation tax return and confirmation statement. Prices include VAT; the price before VAT is beneath."
        />
        <div className="mx-auto max-w-4xl">
          <AccountsFeeTable />
          <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink-100 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-ink-700">
              Payroll, bookkeeping or VAT returns as well? The instant quote adds them up for you.
            </p>
            <ButtonLink to={COMPANY_QUOTE} className="flex-none">
              Get an instant quote
            </ButtonLink>
          </div>
        </div>
      </Section>

      <ReviewsBlock />

      <BookingBlock
        topic="company-accounts"
        redirectTo="/accounts-booking-confirmation"
        title="Book a call about your company accounts"
      />

      <Section labelledBy="accounts-team">
        <SectionHeader
          id="accounts-team"
          eyebrow="Our team"
          title="The people behind your accounts"
          lead="Chartered certified accountants, tax specialists and bookkeepers, in London and working with you remotely."
        />
        <Illustration
          name="team"
          alt="Illustration of the Ledgerline team: six portraits shown by initials"
          className="mx-auto max-w-4xl"
        />
        <div className="mt-8 text-center">
          <ButtonLink to="/team" variant="secondary">
            Meet the team
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
