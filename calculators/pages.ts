// The route entry of each calculator that has a page of its own on the site, as its page.tsx exports
// it, beside the path its widget declares: what the site's route table carries of the calculators.
// Written by `npm run calculators:index` from the folders of calculators/: do not edit.

/**
 * The calculators' pages: each one's path (its declared `calculator.route`), the route entry its
 * page.tsx exports, and its page component, loaded on demand.
 */
export const CALCULATOR_PAGES = [
  {
    id: 'self-employed',
    path: '/self-employed-tax-calculator',
    title: 'Self-Employed Tax Calculator {year}',
    description:
      'Work out income tax and Class 4 National Insurance on your self-employed profit for {year}, free and instantly.',
    heading: 'Self-Employed Tax Calculator',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Self-Employed Tax Calculator', group: 'Resources', order: 1 },
    footer: { label: 'Self-Employed Tax Calculator', group: 'Resources', order: 2 },
    page: () => import('./self-employed/page.tsx').then((m) => m.SelfEmployedTaxCalculatorPage),
  },
  {
    id: 'director',
    path: '/directors-tax-calculator',
    title: 'Company Director Tax Calculator {year}',
    description:
      'Estimate income tax, dividend tax and National Insurance on a director’s salary, dividends and savings for {year}.',
    heading: 'Directors Tax Calculator',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Directors Tax Calculator', group: 'Resources', order: 2 },
    footer: { label: 'Directors Tax Calculator', group: 'Resources', order: 3 },
    page: () => import('./director/page.tsx').then((m) => m.DirectorsTaxCalculatorPage),
  },
  {
    id: 'planner',
    path: '/salary-dividend-planner',
    title: 'Salary and Dividends Planner {year}',
    description:
      'Find the salary and dividends split that leaves a company director the most after corporation tax, National Insurance and income tax for {year}.',
    heading: 'Salary and Dividends Planner',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Salary and Dividends Planner', group: 'Resources', order: 2.5 },
    footer: { label: 'Salary and Dividends Planner', group: 'Resources', order: 3.5 },
    page: () => import('./planner/page.tsx').then((m) => m.SalaryDividendPlannerPage),
  },
  {
    id: 'incorporation',
    path: '/sole-trader-vs-limited-company',
    title: 'Sole Trader or Limited Company? Calculator {year}',
    description:
      'Compare what the same profit leaves you as a sole trader and through your own limited company for {year}, with our fees and the break-even profit.',
    heading: 'Sole Trader or Limited Company?',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Sole Trader or Limited Company?', group: 'Resources', order: 2.7 },
    footer: { label: 'Sole Trader or Limited Company?', group: 'Resources', order: 3.7 },
    page: () => import('./incorporation/page.tsx').then((m) => m.SoleTraderVsLimitedCompanyPage),
  },
  {
    id: 'property',
    path: '/landlord-tax-calculator',
    title: 'Landlord Tax Calculator {year}',
    description:
      'Work out the income tax on your rental profit for {year}, with the mortgage interest relief, the property allowance and a company compared, free and instantly.',
    heading: 'Landlord Tax Calculator',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Landlord Tax Calculator', group: 'Resources', order: 2.8 },
    footer: { label: 'Landlord Tax Calculator', group: 'Resources', order: 3.8 },
    page: () => import('./property/page.tsx').then((m) => m.LandlordTaxCalculatorPage),
  },
  {
    id: 'take-home',
    path: '/take-home-pay-calculator',
    title: 'Take-Home Pay Calculator {year}',
    description:
      'Your take-home pay for {year} from your salary and tax code: income tax, National Insurance, student loan and pension, payday by payday as PAYE works it out.',
    heading: 'Take-Home Pay Calculator',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Take-Home Pay Calculator', group: 'Resources', order: 0.7 },
    footer: { label: 'Take-Home Pay Calculator', group: 'Resources', order: 1.5 },
    page: () => import('./take-home/page.tsx').then((m) => m.TakeHomePayCalculatorPage),
  },
  {
    id: 'capital-gains',
    path: '/capital-gains-tax-calculator',
    title: 'Capital Gains Tax Calculator {year}',
    description:
      'Work out capital gains tax on shares, property and other assets sold in {year}: losses, the exempt amount, Business Asset Disposal Relief and the 60-day return.',
    heading: 'Capital Gains Tax Calculator',
    structuredData: 'calculator',
    priority: 0.8,
    header: { label: 'Capital Gains Tax Calculator', group: 'Resources', order: 2.9 },
    footer: { label: 'Capital Gains Tax Calculator', group: 'Resources', order: 3.9 },
    page: () => import('./capital-gains/page.tsx').then((m) => m.CapitalGainsTaxCalculatorPage),
  },
] as const;
