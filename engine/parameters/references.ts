// The full titles of the sources the parameters cite, under the names of citations.ts (which holds the
// addresses and the short titles the calculators' working carries). Metadata: only tests and docs
// import it, never the calculators.
import * as C from './citations.ts';

/** A source's name in citations.ts, e.g. `ita2007s8`. */
export type CitationId = keyof typeof C;

export interface Reference {
  title: string;
  href: string;
}

export const REFERENCE_TITLES: Readonly<Record<CitationId, string>> = {
  incomeTaxRates: 'GOV.UK: Income Tax rates and Personal Allowances',
  ratesAndAllowances: 'GOV.UK: Income Tax rates and allowances for current and past years',
  incomeOver100k: 'GOV.UK: Income Tax rates and bands, income over £100,000',
  ita2007s6: 'Income Tax Act 2007, section 6 (rates of income tax)',
  ita2007s8: 'Income Tax Act 2007, section 8 (dividend ordinary, upper and additional rates)',
  ita2007s10: 'Income Tax Act 2007, section 10 (basic rate limit and higher rate limit)',
  ita2007s12: 'Income Tax Act 2007, section 12 (starting rate for savings)',
  ita2007s12B: 'Income Tax Act 2007, section 12B (savings allowance)',
  ita2007s13A: 'Income Tax Act 2007, section 13A (dividend nil rate)',
  ita2007s13:
    'Income Tax Act 2007, section 13 (income charged at the dividend ordinary, upper and additional rates)',
  ita2007s16:
    'Income Tax Act 2007, section 16 (savings and dividend income treated as the highest part)',
  ita2007s23: 'Income Tax Act 2007, section 23 (the calculation of income tax liability)',
  ita2007s25:
    'Income Tax Act 2007, section 25 (allowances deducted in the way that gives the greatest reduction in liability)',
  ita2007s35:
    'Income Tax Act 2007, section 35 (personal allowance, its reduction above £100,000 and rounding up)',
  ita2007s58: 'Income Tax Act 2007, section 58 (meaning of adjusted net income)',
  fa2021s5:
    'Finance Act 2021, section 5 (basic rate limit £37,700 and personal allowance £12,570 from 2022-23)',
  fa2023s5:
    'Finance Act 2023, section 5 (basic rate limit and personal allowance frozen for 2026-27 and 2027-28)',
  fa2023s6: 'Finance Act 2023, section 6 (higher rate limit £125,140 from 2023-24)',
  fa2023s7: 'Finance Act 2023, section 7 (dividend nil rate £500 from 2024-25)',
  hscla2021:
    'Health and Social Care Levy Act 2021 (dividend rates 8.75%, 33.75% and 39.35% from 2022-23)',
  taxOnDividends: 'GOV.UK: Tax on dividends',
  budget2025:
    'GOV.UK: Budget 2025, dividend ordinary and upper rates up two percentage points from 6 April 2026',
  savingsInterest: 'GOV.UK: Tax on savings interest',
  selfEmployedNI: 'GOV.UK: Self-employed National Insurance rates',
  sscba1992s15:
    'Social Security Contributions and Benefits Act 1992, section 15 (Class 4 contributions)',
  nicAct2023s3:
    'National Insurance Contributions (Reduction in Rates) Act 2023, section 3 (Class 2 no longer payable)',
  nicAct2024s1:
    'National Insurance Contributions (Reduction in Rates) Act 2024, section 1 (employee 8%, Class 4 6%)',
  ittoia2005s783AF:
    'Income Tax (Trading and Other Income) Act 2005, section 783AF (the trading allowance of £1,000; Part 6A, full and partial relief)',
  tradingAllowanceGuide: 'GOV.UK: Tax-free allowances on property and trading income',
  mtdRegs2021:
    'Income Tax (Digital Requirements) Regulations 2021 (SI 2021/1076): digital records and quarterly updates above the qualifying income threshold',
  fa2026mtd:
    'GOV.UK: Making Tax Digital for Income Tax Self Assessment for sole traders and landlords (the £20,000 threshold from April 2028)',
  mtdGuide: 'GOV.UK: Check if you’re eligible for Making Tax Digital for Income Tax',
  sscba1992s11:
    'Social Security Contributions and Benefits Act 1992, section 11 (Class 2: the small profits threshold, the credit above it and voluntary contributions below it)',
  ratesAndThresholds2026: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
  sscba1992s8:
    'Social Security Contributions and Benefits Act 1992, section 8 (primary Class 1 contributions: the main and additional primary percentages)',
  employeeNI: 'GOV.UK: National Insurance rates and categories',
  employerRates2025: 'GOV.UK: Rates and thresholds for employers 2025 to 2026',
  employerRates2026: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
  nicSecondary2025:
    'National Insurance Contributions (Secondary Class 1 Contributions) Act 2025 (employer rate 15%, Employment Allowance £10,500; secondary threshold £5,000 from 6 April 2025)',
  nicAct2014s1: 'National Insurance Contributions Act 2014, section 1 (the Employment Allowance)',
  employmentAllowance: 'GOV.UK: Claim Employment Allowance (who can and cannot claim)',
  employmentAllowanceExcluded:
    'Employment Allowance (Excluded Persons) Regulations 2016 (no allowance where a director is the only employee paid above the secondary threshold)',
  cta2010s18A: 'Corporation Tax Act 2010, section 18A (small profits rate and the lower limit)',
  cta2010s18D:
    'Corporation Tax Act 2010, section 18D (the lower limit of £50,000 and the upper limit of £250,000, divided among associated companies and shortened periods)',
  cta2010s18B:
    'Corporation Tax Act 2010, section 18B (marginal relief: standard fraction 3/200 and the upper limit)',
  fa2021s6: 'Finance Act 2021, section 6 (corporation tax main rate 25% from financial year 2023)',
  fa2021s7:
    'Finance Act 2021, section 7 and Schedule 1 (small profits rate 19% and marginal relief)',
  corporationTaxRates: 'GOV.UK: Rates and allowances for Corporation Tax',
  marginalRelief: 'GOV.UK: Marginal Relief for Corporation Tax',
  scotlandAct1998s80C:
    'Scotland Act 1998, section 80C (Scottish rates and bands on non-savings income, set each year by Scottish rate resolution)',
  scottishIncomeTax: 'GOV.UK: Scottish Income Tax, rates and bands for the current and past years',
  studentLoanRegs2009:
    'Education (Student Loans) (Repayment) Regulations 2009 (SI 2009/470): thresholds, 9% and 6% rates, unearned income over £2,000 in self assessment',
  studentLoanRepay: 'GOV.UK: Repaying your student loan, what you pay',
  fa2004s190:
    'Finance Act 2004, section 190 (relief on contributions up to relevant UK earnings, or £3,600)',
  fa2004s192:
    'Finance Act 2004, section 192 (relief at source at the basic rate; basic rate and higher rate limits extended by the gross contribution)',
  pensionTaxRelief: 'GOV.UK: Tax on your private pension contributions, tax relief',
  fa2004s227:
    'Finance Act 2004, section 227 (the annual allowance charge on pension savings above the annual allowance, at the individual’s own rates as the top slice of income)',
  fa2004s228: 'Finance Act 2004, section 228 (the annual allowance)',
  fa2004s228ZA:
    'Finance Act 2004, section 228ZA (the tapered annual allowance for high income individuals)',
  fa2004s228A:
    'Finance Act 2004, section 228A (unused annual allowance carried forward from the previous three years)',
  annualAllowanceGuide: 'GOV.UK: Tax on your private pension contributions, annual allowance',
  itepa2003s681C:
    'Income Tax (Earnings and Pensions) Act 2003, section 681C (the High Income Child Benefit Charge: 1% for every £200 of adjusted net income above the threshold)',
  childBenefitCharge: 'GOV.UK: High Income Child Benefit Charge',
  childBenefitRates: 'GOV.UK: Child Benefit, what you will get',
  ita2007s55B:
    'Income Tax Act 2007, section 55B (Marriage Allowance: a tax reduction of the basic rate on the transferable amount, 10% of the personal allowance rounded up to £10)',
  ita2007s55C:
    'Income Tax Act 2007, section 55C (election to transfer: the transferor, with the reduced allowance, must not be liable above the basic rate, or a Scottish taxpayer above the intermediate rate)',
  marriageAllowance: 'GOV.UK: Marriage Allowance',
  tma1970s59A:
    'Taxes Management Act 1970, section 59A (payments on account on 31 January and 31 July, each half the previous year’s liability)',
  tma1970s59B:
    'Taxes Management Act 1970, section 59B (balancing payment on 31 January after the year)',
  poaRegs1996reg4:
    'Income Tax (Payments on Account) Regulations 1996 (SI 1996/1654), regulation 4 (no payments on account when 80% or more of the year’s liability was deducted at source)',
  poaRegs1996reg3:
    'Income Tax (Payments on Account) Regulations 1996 (SI 1996/1654), regulation 3 (no payments on account when the year’s liability is below £1,000)',
  paymentsOnAccountGuide: 'GOV.UK: Understand your Self Assessment tax bill, payments on account',
  selfEmployedExpenses: "GOV.UK: Expenses if you're self-employed",
  runningPayroll: 'GOV.UK: Running payroll',
  practicePayrollFees: 'Our payroll packages and fees',
  practiceCalculators: 'Our UK tax calculators',
  vata1994s2: 'Value Added Tax Act 1994, section 2 (the standard rate of VAT)',
  vatRates: 'GOV.UK: VAT rates',
  practiceFees: 'Our fixed fees',
  selfAssessmentReturns: 'GOV.UK: Self Assessment tax returns',
  companyAccountsAndTax:
    'GOV.UK: Prepare annual accounts for a private limited company (accounts to Companies House, a Company Tax Return to HMRC)',
};

/** A source with its full title. */
export function reference(id: CitationId): Reference {
  return { title: REFERENCE_TITLES[id], href: C[id].href };
}
