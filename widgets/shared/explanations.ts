// The plain-language sentence behind each technical line of the results, in one place so every
// calculator that shows the line explains it the same way. Figures (rates, thresholds, allowances)
// stay with the engine's parameters and the working; these sentences say what a thing is.
import type { Explanation } from './explainer.tsx';

export const EXPLAIN = {
  class2: {
    term: 'Class 2 NI',
    text: 'A flat-rate National Insurance contribution for the self-employed that no longer has to be paid: profits above a small threshold count towards your State Pension without it.',
  },
  class4: {
    term: 'Class 4 NI',
    text: 'The National Insurance the self-employed pay as a percentage of the profit above a yearly threshold.',
  },
  paymentsOnAccount: {
    term: 'payments on account',
    text: 'Advance payments towards next year’s bill, each half of this year’s income tax and Class 4, due on 31 January and 31 July.',
  },
  eightyPercent: {
    term: 'the 80% rule',
    text: 'HMRC asks for no payments on account when at least 80% of your tax was already taken before you were paid (through PAYE, for example), which is rarely so for a sole trader.',
  },
  reliefAtSource: {
    term: 'pension relief added by your scheme',
    text: 'Your pension scheme claims basic-rate tax relief from HMRC and adds it to your pot, so each £80 you pay becomes £100.',
  },
  reliefThroughReturn: {
    term: 'extra pension relief through your tax return',
    text: 'If you pay tax above the basic rate, you claim the rest of your relief in your Self Assessment tax return: it lowers the income tax shown above.',
  },
  employmentAllowance: {
    term: 'the Employment Allowance',
    text: 'A yearly reduction in the employer National Insurance a company pays, for companies with someone on the payroll besides a sole director.',
  },
  marginalRate: {
    term: 'the marginal rate',
    text: 'The share of your next pound of earnings that goes in tax, National Insurance and loan repayments: what a pay rise or extra work is really worth to you.',
  },
  effectiveRate: {
    term: 'the effective tax rate',
    text: 'All your tax and National Insurance as a share of your income.',
  },
} as const satisfies Record<string, Explanation>;
