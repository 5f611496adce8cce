// The sources the parameters' dated values cite, in the compact form the calculators' working
// carries at runtime: a short title and the address. references.ts adds the long titles (metadata).

export interface Citation {
  /** Short title, e.g. "ITA 2007 s8" or "GOV.UK: Tax on dividends". */
  readonly title: string;
  readonly href: string;
}

const act = (path: string) => `https://www.legislation.gov.uk/ukpga/${path}`;
const gov = (path: string) => `https://www.gov.uk/${path}`;

export const CITATIONS = {
  incomeTaxRates: { title: 'GOV.UK: Income Tax rates', href: gov('income-tax-rates') },
  ratesAndAllowances: {
    title: 'GOV.UK: Income Tax rates and allowances',
    href: gov(
      'government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
    ),
  },
  incomeOver100k: {
    title: 'GOV.UK: Income over £100,000',
    href: gov('income-tax-rates/income-over-100000'),
  },
  ita2007s6: { title: 'ITA 2007 s6', href: act('2007/3/section/6') },
  ita2007s8: { title: 'ITA 2007 s8', href: act('2007/3/section/8') },
  ita2007s10: { title: 'ITA 2007 s10', href: act('2007/3/section/10') },
  ita2007s12: { title: 'ITA 2007 s12', href: act('2007/3/section/12') },
  ita2007s12B: { title: 'ITA 2007 s12B', href: act('2007/3/section/12B') },
  ita2007s13A: { title: 'ITA 2007 s13A', href: act('2007/3/section/13A') },
  ita2007s16: { title: 'ITA 2007 s16', href: act('2007/3/section/16') },
  ita2007s23: { title: 'ITA 2007 s23', href: act('2007/3/section/23') },
  ita2007s25: { title: 'ITA 2007 s25', href: act('2007/3/section/25') },
  ita2007s35: { title: 'ITA 2007 s35', href: act('2007/3/section/35') },
  ita2007s58: { title: 'ITA 2007 s58', href: act('2007/3/section/58') },
  fa2021s5: { title: 'Finance Act 2021 s5', href: act('2021/26/section/5') },
  fa2023s5: { title: 'Finance Act 2023 s5', href: act('2023/1/section/5') },
  fa2023s6: { title: 'Finance Act 2023 s6', href: act('2023/1/section/6') },
  fa2023s7: { title: 'Finance Act 2023 s7', href: act('2023/1/section/7') },
  hscla2021: { title: 'Health and Social Care Levy Act 2021', href: act('2021/28') },
  taxOnDividends: { title: 'GOV.UK: Tax on dividends', href: gov('tax-on-dividends') },
  budget2025: {
    title: 'GOV.UK: Budget 2025',
    href: gov('government/publications/budget-2025-document'),
  },
  savingsInterest: {
    title: 'GOV.UK: Tax on savings interest',
    href: gov('apply-tax-free-interest-on-savings'),
  },
  selfEmployedNI: {
    title: 'GOV.UK: Self-employed National Insurance rates',
    href: gov('self-employed-national-insurance-rates'),
  },
  sscba1992s15: { title: 'SSCBA 1992 s15', href: act('1992/4/section/15') },
  nicAct2023s3: { title: 'NICs (Reduction in Rates) Act 2023 s3', href: act('2023/57/section/3') },
  nicAct2024s1: { title: 'NICs (Reduction in Rates) Act 2024 s1', href: act('2024/5/section/1') },
  employeeNI: {
    title: 'GOV.UK: National Insurance rates',
    href: gov('national-insurance-rates-letters'),
  },
  employerRates2025: {
    title: 'GOV.UK: Rates and thresholds 2025 to 2026',
    href: gov('guidance/rates-and-thresholds-for-employers-2025-to-2026'),
  },
  employerRates2026: {
    title: 'GOV.UK: Rates and thresholds 2026 to 2027',
    href: gov('guidance/rates-and-thresholds-for-employers-2026-to-2027'),
  },
  nicSecondary2025: {
    title: 'NICs (Secondary Class 1 Contributions) Act 2025',
    href: act('2025/11'),
  },
  nicAct2014s1: { title: 'NICs Act 2014 s1', href: act('2014/7/section/1') },
  employmentAllowance: {
    title: 'GOV.UK: Claim Employment Allowance',
    href: gov('claim-employment-allowance'),
  },
  employmentAllowanceExcluded: {
    title: 'Employment Allowance (Excluded Persons) Regulations 2016',
    href: 'https://www.legislation.gov.uk/uksi/2016/344',
  },
  cta2010s18A: { title: 'CTA 2010 s18A', href: act('2010/4/section/18A') },
  cta2010s18B: { title: 'CTA 2010 s18B', href: act('2010/4/section/18B') },
  fa2021s6: { title: 'Finance Act 2021 s6', href: act('2021/26/section/6') },
  fa2021s7: { title: 'Finance Act 2021 s7', href: act('2021/26/section/7') },
  corporationTaxRates: {
    title: 'GOV.UK: Corporation Tax rates and allowances',
    href: gov('government/publications/rates-and-allowances-corporation-tax'),
  },
  marginalRelief: {
    title: 'GOV.UK: Marginal Relief for Corporation Tax',
    href: gov('guidance/corporation-tax-marginal-relief'),
  },
  scotlandAct1998s80C: { title: 'Scotland Act 1998 s80C', href: act('1998/46/section/80C') },
  scottishIncomeTax: { title: 'GOV.UK: Scottish Income Tax', href: gov('scottish-income-tax') },
  studentLoanRegs2009: {
    title: 'Student Loans (Repayment) Regulations 2009',
    href: 'https://www.legislation.gov.uk/uksi/2009/470/contents',
  },
  studentLoanRepay: {
    title: 'GOV.UK: Repaying your student loan',
    href: gov('repaying-your-student-loan/what-you-pay'),
  },
  fa2004s190: { title: 'FA 2004 s190', href: act('2004/12/section/190') },
  fa2004s192: { title: 'FA 2004 s192', href: act('2004/12/section/192') },
  pensionTaxRelief: {
    title: 'GOV.UK: Tax on your private pension',
    href: gov('tax-on-your-private-pension/pension-tax-relief'),
  },
  tma1970s59A: { title: 'TMA 1970 s59A', href: act('1970/9/section/59A') },
  tma1970s59B: { title: 'TMA 1970 s59B', href: act('1970/9/section/59B') },
  poaRegs1996: {
    title: 'Income Tax (Payments on Account) Regulations 1996 reg 3',
    href: 'https://www.legislation.gov.uk/uksi/1996/1654/regulation/3',
  },
  paymentsOnAccountGuide: {
    title: 'GOV.UK: Payments on account',
    href: gov('understand-self-assessment-bill/payments-on-account'),
  },
  selfEmployedExpenses: {
    title: "GOV.UK: Expenses if you're self-employed",
    href: gov('expenses-if-youre-self-employed'),
  },
  runningPayroll: { title: 'GOV.UK: Running payroll', href: gov('running-payroll') },
  practicePayrollFees: { title: 'Our payroll packages and fees', href: '/payroll' },
  practiceCalculators: { title: 'Our UK tax calculators', href: '/tax-calculator' },
} as const satisfies Readonly<Record<string, Citation>>;

export type CitationId = keyof typeof CITATIONS;
