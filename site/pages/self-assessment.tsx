import { Link } from 'react-router-dom';
import { ReviewsBlock } from '../components/blocks.tsx';
import { SelfAssessmentFeeTable } from '../components/fee-tables.tsx';
import { Hero } from '../components/hero.tsx';
import { BoltIcon, WhatsAppIcon } from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { RatingLine } from '../components/rating-line.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, Card, CheckList, Section, SectionHeader } from '../components/ui.tsx';
import { FROM_PRICES, RETURN_EXTRAS, feeText, formatPounds } from '../content/fees.ts';
import { GUIDES, guidePath } from '../content/guides.ts';
import { CLAIMS, whatsappLink } from '../content/practice.ts';
import { encodeQuote, startingAnswers } from '../content/quote.ts';
import { SELF_ASSESSMENT_STEPS } from '../content/services.ts';
import { BookingBlock } from '../features/booking/booking-block.tsx';
import { calculatorRoute } from '../../widgets/index.ts';

/** Who the service is for, with the calculator for their tax where there is one. */
const WHO_WE_HELP: ReadonlyArray<{
  title: string;
  text: string;
  link?: { to: string; label: string };
}> = [
  {
    title: 'Sole traders and freelancers',
    text: 'Trading income, allowable expenses and Class 4 NI.',
  },
  {
    title: 'Landlords',
    text: 'Rental profits, the mortgage interest tax reduction and allowable costs.',
    link: { to: calculatorRoute('property'), label: 'Landlord tax calculator' },
  },
  {
    title: 'Company directors',
    text: 'Dividends, benefits in kind and the High Income Child Benefit Charge.',
  },
  {
    title: 'Investors',
    text: 'Capital gains on shares, property and crypto assets.',
    link: { to: calculatorRoute('capital-gains'), label: 'Capital gains tax calculator' },
  },
  { title: 'Higher earners', text: 'Income over £100,000, pension tax relief and gift aid.' },
  { title: 'Overseas income', text: 'Foreign income, residence and double tax relief.' },
];

const WHY_CLIENTS_CHOOSE_US = [
  'A fixed fee including VAT for every return, in our instant quote before we start',
  'Every allowance and expense claimed, with HMRC’s rules applied properly',
  'We register you with HMRC and deal with any letters they send',
  'Payment on account reviewed, and reduced when your income falls',
  'Reminders well before the 31 January deadline, and every date in our tax deadlines calendar',
];

const EXPRESS_QUOTE = `/quote#${encodeQuote({ ...startingAnswers('individual'), express: true })}`;

const WHATSAPP_MESSAGE = "Hello, I'd like help with my self-assessment tax return.";

export function SelfAssessmentPage() {
  return (
    <>
      <Hero
        eyebrow="Individuals · Landlords · Sole traders"
        title={`Self-Assessment Tax Returns from ${formatPounds(FROM_PRICES.personalTax.fee.gross)}`}
        price={`Including VAT. Self-employed ${formatPounds(FROM_PRICES.selfEmployed.fee.gross)}, landlords from ${formatPounds(FROM_PRICES.landlord.fee.gross)}: every return has a fixed fee below.`}
        lead={`Your tax return prepared by a ${CLAIMS.credentials.member}, checked for every relief and filed with HMRC, at a fixed fee including VAT.`}
        actions={
          <>
            <ButtonLink to="/quote" variant="gold" size="lg">
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
            name="calculator"
            eager
            alt="Illustration of a calculator beside a completed tax return"
            className="mx-auto max-w-md lg:max-w-none"
          />
        }
      >
        <RatingLine dark />
      </Hero>

      <Section labelledBy="sa-who">
        <SectionHeader
          id="sa-who"
          eyebrow="Who we help"
          title="Tax returns for every kind of income"
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {WHO_WE_HELP.map((item) => (
            <li
              key={item.title}
              className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm"
            >
              <h3 className="font-semibold">{item.title}</h3>
              {/* Tax thresholds, not fees. */}
              <p data-figure="" className="mt-2 text-sm text-ink-600">
                {item.text}
              </p>
              {item.link ? (
                <Link
                  to={item.link.to}
                  className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
                >
                  {item.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="sa-why">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="sa-why"
              align="left"
              eyebrow="Why clients choose us"
              title="No stress, no penalties, no overpaid tax"
            />
            <CheckList items={WHY_CLIENTS_CHOOSE_US} />
          </div>
          <Illustration
            name="handshake"
            alt="Illustration of an accountant and a client agreeing a fixed fee"
          />
        </div>
      </Section>

      <Section labelledBy="sa-steps">
        <SectionHeader id="sa-steps" eyebrow="How it works" title="Filed in three simple steps" />
        <Steps steps={SELF_ASSESSMENT_STEPS} />
      </Section>

      <Section tone="muted" id="fees" labelledBy="sa-fees">
        <SectionHeader
          id="sa-fees"
          eyebrow="Fixed fees"
          title="Know the price before we start"
          lead="Every return has a fixed fee, including VAT. Add what yours carries, or let the instant quote add it up."
        />
        <div className="mx-auto max-w-4xl">
          <SelfAssessmentFeeTable />
          <p className="mt-6 text-center">
            <ButtonLink to="/quote">Get an instant quote</ButtonLink>
          </p>
        </div>
      </Section>

      <Section labelledBy="sa-express">
        <Card className="mx-auto flex max-w-4xl flex-col gap-6 border-gold-400/60 bg-gradient-to-br from-white to-gold-300/20 md:flex-row md:items-center">
          <span className="flex size-14 flex-none items-center justify-center rounded-2xl bg-gold-400 text-ink-950">
            <BoltIcon className="size-7" />
          </span>
          <div className="flex-1">
            <h2 id="sa-express" className="text-2xl font-bold tracking-tight">
              Need to File Fast?
            </h2>
            <p className="mt-2 text-ink-600" data-price="">
              Our express service prepares and files your return within five working days of
              receiving your records, even in January, for{' '}
              {feeText(RETURN_EXTRAS.express.fee, 'individual')} on top of your return’s fee.
            </p>
          </div>
          <ButtonLink to={EXPRESS_QUOTE} className="flex-none">
            Get an instant quote
          </ButtonLink>
        </Card>
      </Section>

      <Section tone="muted" labelledBy="sa-season">
        <SectionHeader
          id="sa-season"
          eyebrow="The season"
          title="Deadlines and guides"
          lead="The 31 January deadline, and everything before it, in your calendar; and the rules behind it, in plain English."
        />
        <ul className="mx-auto grid max-w-4xl gap-3 sm:grid-cols-2">
          <li>
            <Link
              to="/tax-deadlines"
              className="block h-full rounded-xl bg-white p-4 font-semibold text-brand-800 ring-1 ring-ink-100 hover:ring-brand-300"
            >
              Every tax deadline, to add to your calendar
            </Link>
          </li>
          {GUIDES.map((guide) => (
            <li key={guide.slug}>
              <Link
                to={guidePath(guide.slug)}
                className="block h-full rounded-xl bg-white p-4 font-semibold text-brand-800 ring-1 ring-ink-100 hover:ring-brand-300"
              >
                {guide.title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ReviewsBlock />

      <BookingBlock
        topic="self-assessment"
        namespace="personal-tax"
        redirectTo="/self-assessment-booking-confirmation"
        title="Book your free personal tax call"
      />
    </>
  );
}
