import { ReviewsBlock } from '../components/blocks.tsx';
import { SelfAssessmentFeeTable } from '../components/fee-tables.tsx';
import { Hero } from '../components/hero.tsx';
import { BoltIcon, WhatsAppIcon } from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { RatingLine } from '../components/rating-line.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, Card, CheckList, Section, SectionHeader } from '../components/ui.tsx';
import { FROM_PRICES, SELF_ASSESSMENT_FROM, formatPounds, fromPriceText } from '../content/fees.ts';
import { whatsappLink } from '../content/practice.ts';
import { SELF_ASSESSMENT_STEPS } from '../content/services.ts';
import { BookingBlock } from '../features/booking/booking-block.tsx';

const WHO_WE_HELP = [
  {
    title: 'Sole traders and freelancers',
    text: 'Trading income, allowable expenses and Class 4 NI.',
  },
  { title: 'Landlords', text: 'Rental profits, finance costs and furnished holiday lets.' },
  {
    title: 'Company directors',
    text: 'Dividends, benefits in kind and the High Income Child Benefit Charge.',
  },
  { title: 'Investors', text: 'Capital gains on shares, property and crypto assets.' },
  { title: 'Higher earners', text: 'Income over £100,000, pension tax relief and gift aid.' },
  { title: 'Overseas income', text: 'Foreign income, residence and double tax relief.' },
];

const WHY_CLIENTS_CHOOSE_US = [
  'Fixed fee including VAT, quoted before we start',
  'Every allowance and expense claimed, with HMRC’s rules applied properly',
  'We register you with HMRC and deal with any letters they send',
  'Payment on account reviewed, and reduced when your income falls',
  'Reminders well before the 31 January deadline',
];

const WHATSAPP_MESSAGE = "Hello, I'd like help with my self-assessment tax return.";

export function SelfAssessmentPage() {
  return (
    <>
      <Hero
        eyebrow="Individuals · Landlords · Sole traders"
        title={`Self-Assessment Tax Returns from ${formatPounds(SELF_ASSESSMENT_FROM)}`}
        price={`${fromPriceText(FROM_PRICES.selfEmployed)}. Landlords and other incomes: see the fees below.`}
        lead="Your tax return prepared by a chartered certified accountant, checked for every relief and filed with HMRC, at a fixed fee including VAT."
        actions={
          <>
            <ButtonLink to="#book" variant="gold" size="lg">
              Book a free call
            </ButtonLink>
            <ButtonLink to={whatsappLink(WHATSAPP_MESSAGE)} variant="whatsapp" size="lg">
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
          lead="All self-assessment fees include VAT. Not sure which applies? We will tell you on a free call."
        />
        <div className="mx-auto max-w-4xl">
          <SelfAssessmentFeeTable />
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
            <p className="mt-2 text-ink-600">
              Our express service prepares and files your return within five working days of
              receiving your records, even in January. Ask for express when you book and we will
              confirm the fee on the call.
            </p>
          </div>
          <ButtonLink to="#book" className="flex-none">
            Book express filing
          </ButtonLink>
        </Card>
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
