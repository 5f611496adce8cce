import { Link } from 'react-router-dom';
import { ArrowRightIcon, BuildingIcon, UsersIcon } from '../components/icons.tsx';
import { Hero } from '../components/hero.tsx';
import { IconBadge, Section } from '../components/ui.tsx';

const CHOICES = [
  {
    to: '/self-assessment',
    icon: UsersIcon,
    title: 'Individual',
    text: 'Self-employed, landlord, investor or director with a self-assessment tax return.',
  },
  {
    to: '/accounts-tax',
    icon: BuildingIcon,
    title: 'Corporate',
    text: 'A limited company with annual accounts and a corporation tax return to file.',
  },
];

export function GetStartedPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Get started"
        title="How Can We Help You?"
        lead="Choose the option that describes you best and we will show you the right service and fees."
      />
      <Section reveal={false} className="pt-2 sm:pt-4">
        <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
          {CHOICES.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex h-full flex-col rounded-3xl border-2 border-ink-100 bg-white p-8 shadow-sm transition hover:border-brand-500 hover:shadow-md"
              >
                <IconBadge className="size-14">
                  <Icon className="size-7" />
                </IconBadge>
                <h2 className="mt-6 text-2xl font-bold">{title}</h2>
                <p className="mt-2 flex-1 text-ink-600">{text}</p>
                <span className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700">
                  Continue
                  <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-0.5" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
