// The sources the parameters' dated values cite: each a short title and the address, as the
// calculators' working carries them, and its full title (`description`, documentation the build
// removes). One constant per source, read as `C.name` through `import * as C`, so a widget's bundle
// keeps only the sources its calculator cites.

import type { DocumentedCitation } from './parameter.ts';

// Marked free of side effects: an unmarked call at module level would keep every citation.
/* #__NO_SIDE_EFFECTS__ */
const act = (path: string) => `https://www.legislation.gov.uk/ukpga/${path}`;
/* #__NO_SIDE_EFFECTS__ */
const gov = (path: string) => `https://www.gov.uk/${path}`;

export const incomeTaxRates: DocumentedCitation = {
  title: 'GOV.UK: Income Tax rates',
  href: gov('income-tax-rates'),
  description: 'GOV.UK: Income Tax rates and Personal Allowances',
};
export const ratesAndAllowances: DocumentedCitation = {
  title: 'GOV.UK: Income Tax rates and allowances',
  href: gov(
    'government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
  ),
  description: 'GOV.UK: Income Tax rates and allowances for current and past years',
};
export const incomeOver100k: DocumentedCitation = {
  title: 'GOV.UK: Income over £100,000',
  href: gov('income-tax-rates/income-over-100000'),
  description: 'GOV.UK: Income Tax rates and bands, income over £100,000',
};
export const ita2007s6: DocumentedCitation = {
  title: 'ITA 2007 s6',
  href: act('2007/3/section/6'),
  description: 'Income Tax Act 2007, section 6 (rates of income tax)',
};
export const ita2007s8: DocumentedCitation = {
  title: 'ITA 2007 s8',
  href: act('2007/3/section/8'),
  description: 'Income Tax Act 2007, section 8 (dividend ordinary, upper and additional rates)',
};
export const ita2007s10: DocumentedCitation = {
  title: 'ITA 2007 s10',
  href: act('2007/3/section/10'),
  description: 'Income Tax Act 2007, section 10 (basic rate limit and higher rate limit)',
};
export const ita2007s12: DocumentedCitation = {
  title: 'ITA 2007 s12',
  href: act('2007/3/section/12'),
  description: 'Income Tax Act 2007, section 12 (starting rate for savings)',
};
export const ita2007s12B: DocumentedCitation = {
  title: 'ITA 2007 s12B',
  href: act('2007/3/section/12B'),
  description: 'Income Tax Act 2007, section 12B (savings allowance)',
};
export const ita2007s13A: DocumentedCitation = {
  title: 'ITA 2007 s13A',
  href: act('2007/3/section/13A'),
  description: 'Income Tax Act 2007, section 13A (dividend nil rate)',
};
export const ita2007s13: DocumentedCitation = {
  title: 'ITA 2007 s13',
  href: act('2007/3/section/13'),
  description:
    'Income Tax Act 2007, section 13 (income charged at the dividend ordinary, upper and additional rates)',
};
export const ita2007s16: DocumentedCitation = {
  title: 'ITA 2007 s16',
  href: act('2007/3/section/16'),
  description:
    'Income Tax Act 2007, section 16 (savings and dividend income treated as the highest part)',
};
export const ita2007s23: DocumentedCitation = {
  title: 'ITA 2007 s23',
  href: act('2007/3/section/23'),
  description: 'Income Tax Act 2007, section 23 (the calculation of income tax liability)',
};
export const ita2007s25: DocumentedCitation = {
  title: 'ITA 2007 s25',
  href: act('2007/3/section/25'),
  description:
    'Income Tax Act 2007, section 25 (allowances deducted in the way that gives the greatest reduction in liability)',
};
export const ita2007s35: DocumentedCitation = {
  title: 'ITA 2007 s35',
  href: act('2007/3/section/35'),
  description:
    'Income Tax Act 2007, section 35 (personal allowance, its reduction above £100,000 and rounding up)',
};
export const ita2007s58: DocumentedCitation = {
  title: 'ITA 2007 s58',
  href: act('2007/3/section/58'),
  description: 'Income Tax Act 2007, section 58 (meaning of adjusted net income)',
};
export const fa2021s5: DocumentedCitation = {
  title: 'Finance Act 2021 s5',
  href: act('2021/26/section/5'),
  description:
    'Finance Act 2021, section 5 (basic rate limit £37,700 and personal allowance £12,570 from 2022-23)',
};
export const fa2023s5: DocumentedCitation = {
  title: 'Finance Act 2023 s5',
  href: act('2023/1/section/5'),
  description:
    'Finance Act 2023, section 5 (basic rate limit and personal allowance frozen for 2026-27 and 2027-28)',
};
export const fa2023s6: DocumentedCitation = {
  title: 'Finance Act 2023 s6',
  href: act('2023/1/section/6'),
  description: 'Finance Act 2023, section 6 (higher rate limit £125,140 from 2023-24)',
};
export const fa2023s7: DocumentedCitation = {
  title: 'Finance Act 2023 s7',
  href: act('2023/1/section/7'),
  description: 'Finance Act 2023, section 7 (dividend nil rate £500 from 2024-25)',
};
export const fa2025s3: DocumentedCitation = {
  title: 'Finance Act 2025 s3',
  href: act('2025/8/section/3'),
  description: 'Finance Act 2025, section 3 (default and savings rates of income tax for 2025-26)',
};
export const fa2026s2: DocumentedCitation = {
  title: 'Finance Act 2026 s2',
  href: act('2026/11/section/2'),
  description: 'Finance Act 2026, section 2 (main rates of income tax for 2026-27: 20%, 40%, 45%)',
};
export const fa2026s3: DocumentedCitation = {
  title: 'Finance Act 2026 s3',
  href: act('2026/11/section/3'),
  description:
    'Finance Act 2026, section 3 (default and savings rates of income tax for 2026-27: 20%, 40%, 45%)',
};
export const fa2026s4: DocumentedCitation = {
  title: 'Finance Act 2026 s4',
  href: act('2026/11/section/4'),
  description:
    'Finance Act 2026, section 4 (dividend ordinary rate 10.75% and upper rate 35.75% from 2026-27)',
};
export const fa2026s5: DocumentedCitation = {
  title: 'Finance Act 2026 s5',
  href: act('2026/11/section/5'),
  description:
    'Finance Act 2026, section 5 (savings rates of income tax for 2027-28: 22%, 42%, 47%)',
};
export const fa2026s6: DocumentedCitation = {
  title: 'Finance Act 2026 s6',
  href: act('2026/11/section/6'),
  description:
    'Finance Act 2026, section 6 (property income rates; from 2027-28 reliefs and allowances set against income other than property, savings and dividend income first)',
};
export const thresholdsTo2031: DocumentedCitation = {
  title: 'GOV.UK: Thresholds maintained until 5 April 2031',
  href: gov(
    'government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031',
  ),
  description:
    'GOV.UK policy paper (Budget 2025): Income Tax, maintaining the Personal Allowance and the basic rate limit, and the equivalent National Insurance contributions thresholds, until 5 April 2031',
};
export const assetIncomeRates: DocumentedCitation = {
  title: 'GOV.UK: Tax rates for property, savings and dividend income',
  href: gov(
    'government/publications/changes-to-tax-rates-for-property-savings-and-dividend-income',
  ),
  description:
    'GOV.UK policy paper (Budget 2025): Changes to tax rates for property, savings and dividend income (savings and property rates 22%, 42%, 47% from 2027-28; the starting rate for savings and the personal savings allowance unchanged)',
};
export const hscla2021: DocumentedCitation = {
  title: 'Health and Social Care Levy Act 2021',
  href: act('2021/28'),
  description:
    'Health and Social Care Levy Act 2021 (dividend rates 8.75%, 33.75% and 39.35% from 2022-23)',
};
export const taxOnDividends: DocumentedCitation = {
  title: 'GOV.UK: Tax on dividends',
  href: gov('tax-on-dividends'),
  description: 'GOV.UK: Tax on dividends',
};
export const needReturn: DocumentedCitation = {
  title: 'GOV.UK: Check if you need to send a Self Assessment tax return',
  href: gov('check-if-you-need-tax-return'),
  description:
    'GOV.UK: Check if you need to send a Self Assessment tax return (dividends over £10,000 need a return)',
};
export const budget2025: DocumentedCitation = {
  title: 'GOV.UK: Budget 2025',
  href: gov('government/publications/budget-2025-document'),
  description:
    'GOV.UK: Budget 2025 (26 November 2025), the Budget document: the rates of income tax, National Insurance and corporation tax unchanged, student loan Plan 2 threshold held at £29,385 from April 2027',
};
export const savingsInterest: DocumentedCitation = {
  title: 'GOV.UK: Tax on savings interest',
  href: gov('apply-tax-free-interest-on-savings'),
  description: 'GOV.UK: Tax on savings interest',
};
export const selfEmployedNI: DocumentedCitation = {
  title: 'GOV.UK: Self-employed National Insurance rates',
  href: gov('self-employed-national-insurance-rates'),
  description: 'GOV.UK: Self-employed National Insurance rates',
};
export const sscba1992s15: DocumentedCitation = {
  title: 'SSCBA 1992 s15',
  href: act('1992/4/section/15'),
  description:
    'Social Security Contributions and Benefits Act 1992, section 15 (Class 4 contributions)',
};
export const sscr2001reg93: DocumentedCitation = {
  title: 'SS(C)R 2001 reg 93',
  href: 'https://www.legislation.gov.uk/uksi/2001/1004/regulation/93',
  description:
    'Social Security (Contributions) Regulations 2001 (SI 2001/1004), regulation 93 (no Class 4 for a year of assessment begun over pensionable age)',
};
export const itepa2003s577: DocumentedCitation = {
  title: 'ITEPA 2003 s577',
  href: act('2003/1/section/577'),
  description:
    'Income Tax (Earnings and Pensions) Act 2003, section 577 (the State Pension charged to tax as pension income)',
};
export const sscr2001reg100: DocumentedCitation = {
  title: 'SS(C)R 2001 reg 100',
  href: 'https://www.legislation.gov.uk/uksi/2001/1004/regulation/100',
  description:
    'Social Security (Contributions) Regulations 2001 (SI 2001/1004), regulation 100 (annual maximum of Class 4 contributions for someone who also pays Class 1)',
};
export const pensionsAct2014s2: DocumentedCitation = {
  title: 'Pensions Act 2014 s2',
  href: act('2014/19/section/2'),
  description:
    'Pensions Act 2014, section 2(4) (a qualifying year for the State Pension: earnings factors at least the qualifying earnings factor, 52 times the lower earnings limit)',
};
export const sscba1992s22: DocumentedCitation = {
  title: 'SSCBA 1992 s22',
  href: act('1992/4/section/22'),
  description:
    'Social Security Contributions and Benefits Act 1992, section 22 (earnings factors: a year counts towards the State Pension when the earnings on which Class 1 is paid or treated as paid reach 52 times the lower earnings limit)',
};
export const sscba1992s11: DocumentedCitation = {
  title: 'SSCBA 1992 s11',
  href: act('1992/4/section/11'),
  description:
    'Social Security Contributions and Benefits Act 1992, section 11 (Class 2: the small profits threshold, the credit above it and voluntary contributions below it)',
};
export const nicAct2023s3: DocumentedCitation = {
  title: 'NICs (Reduction in Rates) Act 2023 s3',
  href: act('2023/57/section/3'),
  description:
    'National Insurance Contributions (Reduction in Rates) Act 2023, section 3 (Class 2 no longer payable)',
};
export const nicAct2024s1: DocumentedCitation = {
  title: 'NICs (Reduction in Rates) Act 2024 s1',
  href: act('2024/5/section/1'),
  description:
    'National Insurance Contributions (Reduction in Rates) Act 2024, section 1 (employee 8%, Class 4 6%)',
};
export const sscba1992s8: DocumentedCitation = {
  title: 'SSCBA 1992 s8',
  href: act('1992/4/section/8'),
  description:
    'Social Security Contributions and Benefits Act 1992, section 8 (primary Class 1 contributions: the main and additional primary percentages)',
};
export const employeeNI: DocumentedCitation = {
  title: 'GOV.UK: National Insurance rates',
  href: gov('national-insurance-rates-letters'),
  description: 'GOV.UK: National Insurance rates and categories',
};
export const employerRates2025: DocumentedCitation = {
  title: 'GOV.UK: Rates and thresholds 2025 to 2026',
  href: gov('guidance/rates-and-thresholds-for-employers-2025-to-2026'),
  description: 'GOV.UK: Rates and thresholds for employers 2025 to 2026',
};
export const employerRates2026: DocumentedCitation = {
  title: 'GOV.UK: Rates and thresholds 2026 to 2027',
  href: gov('guidance/rates-and-thresholds-for-employers-2026-to-2027'),
  description: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
};
export const nicSecondary2025: DocumentedCitation = {
  title: 'NICs (Secondary Class 1 Contributions) Act 2025',
  href: act('2025/11'),
  description:
    'National Insurance Contributions (Secondary Class 1 Contributions) Act 2025 (employer rate 15%, Employment Allowance £10,500; secondary threshold £5,000 from 6 April 2025)',
};
export const nicAct2014s1: DocumentedCitation = {
  title: 'NICs Act 2014 s1',
  href: act('2014/7/section/1'),
  description: 'National Insurance Contributions Act 2014, section 1 (the Employment Allowance)',
};
export const employmentAllowance: DocumentedCitation = {
  title: 'GOV.UK: Claim Employment Allowance',
  href: gov('claim-employment-allowance'),
  description: 'GOV.UK: Claim Employment Allowance (who can and cannot claim)',
};
export const nicAct2014s2: DocumentedCitation = {
  title: 'NICs Act 2014 s2',
  href: act('2014/7/section/2'),
  description:
    'National Insurance Contributions Act 2014, section 2 (Employment Allowance: excluded persons)',
};
export const employmentAllowanceExcluded: DocumentedCitation = {
  title: 'Employment Allowance (Excluded Persons) Regulations 2016',
  href: 'https://www.legislation.gov.uk/uksi/2016/344',
  description:
    'Employment Allowance (Excluded Persons) Regulations 2016 (no allowance where a director is the only employee paid above the secondary threshold)',
};
export const cta2010s18A: DocumentedCitation = {
  title: 'CTA 2010 s18A',
  href: act('2010/4/section/18A'),
  description: 'Corporation Tax Act 2010, section 18A (small profits rate and the lower limit)',
};
export const cta2010s18B: DocumentedCitation = {
  title: 'CTA 2010 s18B',
  href: act('2010/4/section/18B'),
  description:
    'Corporation Tax Act 2010, section 18B (marginal relief: standard fraction 3/200 and the upper limit)',
};
export const cta2010s18D: DocumentedCitation = {
  title: 'CTA 2010 s18D',
  href: act('2010/4/section/18D'),
  description:
    'Corporation Tax Act 2010, section 18D (the lower limit of £50,000 and the upper limit of £250,000, divided among associated companies and shortened periods)',
};
export const fa2021s6: DocumentedCitation = {
  title: 'Finance Act 2021 s6',
  href: act('2021/26/section/6'),
  description:
    'Finance Act 2021, section 6 (corporation tax main rate 25% from financial year 2023)',
};
export const fa2021s7: DocumentedCitation = {
  title: 'Finance Act 2021 s7',
  href: act('2021/26/section/7'),
  description:
    'Finance Act 2021, section 7 and Schedule 1 (small profits rate 19% and marginal relief)',
};
export const corporationTaxRates: DocumentedCitation = {
  title: 'GOV.UK: Corporation Tax rates and allowances',
  href: gov('government/publications/rates-and-allowances-corporation-tax'),
  description: 'GOV.UK: Rates and allowances for Corporation Tax',
};
export const marginalRelief: DocumentedCitation = {
  title: 'GOV.UK: Marginal Relief for Corporation Tax',
  href: gov('guidance/corporation-tax-marginal-relief'),
  description: 'GOV.UK: Marginal Relief for Corporation Tax',
};
export const scotlandAct1998s80C: DocumentedCitation = {
  title: 'Scotland Act 1998 s80C',
  href: act('1998/46/section/80C'),
  description:
    'Scotland Act 1998, section 80C (Scottish rates and bands on non-savings income, set each year by Scottish rate resolution)',
};
export const scottishIncomeTax: DocumentedCitation = {
  title: 'GOV.UK: Scottish Income Tax',
  href: gov('scottish-income-tax'),
  description: 'GOV.UK: Scottish Income Tax, rates and bands for the current and past years',
};
export const studentLoanRegs2009: DocumentedCitation = {
  title: 'Student Loans (Repayment) Regulations 2009',
  href: 'https://www.legislation.gov.uk/uksi/2009/470/contents',
  description:
    'Education (Student Loans) (Repayment) Regulations 2009 (SI 2009/470): thresholds, 9% and 6% rates, unearned income over £2,000 in self assessment',
};
export const studentLoanRepay: DocumentedCitation = {
  title: 'GOV.UK: Repaying your student loan',
  href: gov('repaying-your-student-loan/what-you-pay'),
  description: 'GOV.UK: Repaying your student loan, what you pay',
};
export const fa2004s190: DocumentedCitation = {
  title: 'FA 2004 s190',
  href: act('2004/12/section/190'),
  description:
    'Finance Act 2004, section 190 (relief on contributions up to relevant UK earnings, or £3,600)',
};
export const fa2004s192: DocumentedCitation = {
  title: 'FA 2004 s192',
  href: act('2004/12/section/192'),
  description:
    'Finance Act 2004, section 192 (relief at source at the basic rate; basic rate and higher rate limits extended by the gross contribution)',
};
export const pensionTaxRelief: DocumentedCitation = {
  title: 'GOV.UK: Tax on your private pension',
  href: gov('tax-on-your-private-pension/pension-tax-relief'),
  description: 'GOV.UK: Tax on your private pension contributions, tax relief',
};
export const fa2004s227: DocumentedCitation = {
  title: 'FA 2004 s227',
  href: act('2004/12/section/227'),
  description:
    'Finance Act 2004, section 227 (the annual allowance charge on pension savings above the annual allowance, at the individual’s own rates as the top slice of income)',
};
export const fa2004s228: DocumentedCitation = {
  title: 'FA 2004 s228',
  href: act('2004/12/section/228'),
  description: 'Finance Act 2004, section 228 (the annual allowance)',
};
export const fa2004s228ZA: DocumentedCitation = {
  title: 'FA 2004 s228ZA',
  href: act('2004/12/section/228ZA'),
  description:
    'Finance Act 2004, section 228ZA (the tapered annual allowance for high income individuals)',
};
export const fa2004s228A: DocumentedCitation = {
  title: 'FA 2004 s228A',
  href: act('2004/12/section/228A'),
  description:
    'Finance Act 2004, section 228A (unused annual allowance carried forward from the previous three years)',
};
export const annualAllowanceGuide: DocumentedCitation = {
  title: 'GOV.UK: Pension annual allowance',
  href: gov('tax-on-your-private-pension/annual-allowance'),
  description: 'GOV.UK: Tax on your private pension contributions, annual allowance',
};
export const itepa2003s54: DocumentedCitation = {
  title: 'ITEPA 2003 s54',
  href: act('2003/1/section/54'),
  description:
    'Income Tax (Earnings and Pensions) Act 2003, section 54 (the deemed employment payment of a worker’s own company inside IR35: the engagements’ income less 5%, less salary and employer NI paid, less the employer NI on the payment itself)',
};
export const ir35Guide: DocumentedCitation = {
  title: 'GOV.UK: Understanding off-payroll working (IR35)',
  href: gov('guidance/understanding-off-payroll-working-ir35'),
  description:
    'GOV.UK: Understanding off-payroll working (IR35) (a worker’s own company decides status and pays the tax when the client is small)',
};
export const itepa2003s681C: DocumentedCitation = {
  title: 'ITEPA 2003 s681C',
  href: act('2003/1/section/681C'),
  description:
    'Income Tax (Earnings and Pensions) Act 2003, section 681C (the High Income Child Benefit Charge: 1% for every £200 of adjusted net income above the threshold)',
};
export const childBenefitCharge: DocumentedCitation = {
  title: 'GOV.UK: High Income Child Benefit Charge',
  href: gov('child-benefit-tax-charge'),
  description: 'GOV.UK: High Income Child Benefit Charge',
};
export const childBenefitRates: DocumentedCitation = {
  title: 'GOV.UK: Child Benefit rates',
  href: gov('child-benefit/what-youll-get'),
  description: 'GOV.UK: Child Benefit, what you will get',
};
export const ita2007s55B: DocumentedCitation = {
  title: 'ITA 2007 s55B',
  href: act('2007/3/section/55B'),
  description:
    'Income Tax Act 2007, section 55B (Marriage Allowance: a tax reduction of the basic rate on the transferable amount, 10% of the personal allowance rounded up to £10)',
};
export const ita2007s55C: DocumentedCitation = {
  title: 'ITA 2007 s55C',
  href: act('2007/3/section/55C'),
  description:
    'Income Tax Act 2007, section 55C (election to transfer: the transferor, with the reduced allowance, must not be liable above the basic rate, or a Scottish taxpayer above the intermediate rate)',
};
export const marriageAllowance: DocumentedCitation = {
  title: 'GOV.UK: Marriage Allowance',
  href: gov('marriage-allowance'),
  description: 'GOV.UK: Marriage Allowance',
};
export const ittoia2005s783AF: DocumentedCitation = {
  title: 'ITTOIA 2005 s783AF',
  href: act('2005/5/section/783AF'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, section 783AF (the trading allowance of £1,000; Part 6A, full and partial relief)',
};
export const tradingAllowanceGuide: DocumentedCitation = {
  title: 'GOV.UK: Tax-free allowances on property and trading income',
  href: gov('guidance/tax-free-allowances-on-property-and-trading-income'),
  description: 'GOV.UK: Tax-free allowances on property and trading income',
};
export const mtdRegs2021: DocumentedCitation = {
  title: 'Income Tax (Digital Requirements) Regulations 2021',
  href: 'https://www.legislation.gov.uk/uksi/2021/1076/contents',
  description:
    'Income Tax (Digital Requirements) Regulations 2021 (SI 2021/1076): digital records and quarterly updates above the qualifying income threshold',
};
export const fa2026mtd: DocumentedCitation = {
  title: 'GOV.UK: Making Tax Digital for Income Tax from April 2028',
  href: gov(
    'government/publications/making-tax-digital-for-income-tax-self-assessment-for-sole-traders-and-landlords',
  ),
  description:
    'GOV.UK: Making Tax Digital for Income Tax Self Assessment for sole traders and landlords (the £20,000 threshold from April 2028)',
};
export const mtdGuide: DocumentedCitation = {
  title: 'GOV.UK: Making Tax Digital for Income Tax',
  href: gov('guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax'),
  description: 'GOV.UK: Check if you’re eligible for Making Tax Digital for Income Tax',
};
export const tma1970s59A: DocumentedCitation = {
  title: 'TMA 1970 s59A',
  href: act('1970/9/section/59A'),
  description:
    'Taxes Management Act 1970, section 59A (payments on account on 31 January and 31 July, each half the previous year’s liability)',
};
export const tma1970s59B: DocumentedCitation = {
  title: 'TMA 1970 s59B',
  href: act('1970/9/section/59B'),
  description:
    'Taxes Management Act 1970, section 59B (balancing payment on 31 January after the year)',
};
export const poaRegs1996reg3: DocumentedCitation = {
  title: 'Income Tax (Payments on Account) Regulations 1996 reg 3',
  href: 'https://www.legislation.gov.uk/uksi/1996/1654/regulation/3',
  description:
    'Income Tax (Payments on Account) Regulations 1996 (SI 1996/1654), regulation 3 (no payments on account when the year’s liability is below £1,000)',
};
export const poaRegs1996reg4: DocumentedCitation = {
  title: 'Income Tax (Payments on Account) Regulations 1996 reg 4',
  href: 'https://www.legislation.gov.uk/uksi/1996/1654/regulation/4',
  description:
    'Income Tax (Payments on Account) Regulations 1996 (SI 1996/1654), regulation 4 (no payments on account when more than 80% of the year’s liability was deducted at source)',
};
export const paymentsOnAccountGuide: DocumentedCitation = {
  title: 'GOV.UK: Payments on account',
  href: gov('understand-self-assessment-bill/payments-on-account'),
  description: 'GOV.UK: Understand your Self Assessment tax bill, payments on account',
};

// Capital gains tax: the charge, its rates and annual exempt amount, Business Asset Disposal Relief,
// losses, and the return and payment due within 60 days of a residential property's completion.
export const tcga1992s1: DocumentedCitation = {
  title: 'TCGA 1992 s1',
  href: act('1992/12/section/1'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1 (capital gains tax charged on the year’s gains after the year’s losses and, so far as not yet deducted, losses of earlier years)',
};
export const tcga1992s1F: DocumentedCitation = {
  title: 'TCGA 1992 s1F',
  href: act('1992/12/section/1F'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1F (allowable losses deducted in the way most beneficial, whatever the rate the gain would bear, and no further than needed to eliminate the gains)',
};
export const tcga1992s1H: DocumentedCitation = {
  title: 'TCGA 1992 s1H',
  href: act('1992/12/section/1H'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1H (the main rates of capital gains tax: an individual’s gains at 18% or 24%)',
};
export const tcga1992s1I: DocumentedCitation = {
  title: 'TCGA 1992 s1I',
  href: act('1992/12/section/1I'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1I (gains within the unused part of the basic rate band at the lower rate, the excess at the higher rate; gains charged at the Business Asset Disposal Relief rate use up the unused band first)',
};
export const tcga1992s1J: DocumentedCitation = {
  title: 'TCGA 1992 s1J',
  href: act('1992/12/section/1J'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1J (the unused part of the basic rate band: the basic rate limit less taxable income; the UK limit, whether or not the individual is a Scottish taxpayer)',
};
export const tcga1992s1K: DocumentedCitation = {
  title: 'TCGA 1992 s1K',
  href: act('1992/12/section/1K'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 1K (the annual exempt amount: deducted after the year’s losses and before losses of earlier years, in the way most beneficial)',
};
export const tcga1992s16: DocumentedCitation = {
  title: 'TCGA 1992 s16',
  href: act('1992/12/section/16'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 16 (a loss computed as a gain is; allowable only when claimed within four years of the end of the year it was made)',
};
export const tcga1992s38: DocumentedCitation = {
  title: 'TCGA 1992 s38',
  href: act('1992/12/section/38'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 38 (deductions: the cost of acquiring the asset, the costs of improving it, and the incidental costs of buying and selling it)',
};
export const tcga1992s169N: DocumentedCitation = {
  title: 'TCGA 1992 s169N',
  href: act('1992/12/section/169N'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 169N (Business Asset Disposal Relief: the rate on qualifying gains, and the lifetime limit above which they bear the main rates)',
};
export const tcga1992s222: DocumentedCitation = {
  title: 'TCGA 1992 s222',
  href: act('1992/12/section/222'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 222 (private residence relief on the gain on an only or main residence; its amount in section 223)',
};
export const fa2023s8: DocumentedCitation = {
  title: 'Finance Act 2023 s8',
  href: act('2023/1/section/8'),
  description:
    'Finance Act 2023, section 8 (the annual exempt amount £3,000 for 2024-25 and subsequent tax years; its increase with CPI repealed)',
};
export const fa2025s7: DocumentedCitation = {
  title: 'Finance Act 2025 s7',
  href: act('2025/8/section/7'),
  description:
    'Finance Act 2025, section 7 (main rates of capital gains tax 18% and 24% for every kind of gain but carried interest, for disposals on or after 30 October 2024)',
};
export const fa2025s8: DocumentedCitation = {
  title: 'Finance Act 2025 s8',
  href: act('2025/8/section/8'),
  description:
    'Finance Act 2025, section 8 (Business Asset Disposal Relief’s rate: 14% for 2025-26, 18% for 2026-27 and subsequent tax years)',
};
export const fa2019sch2: DocumentedCitation = {
  title: 'Finance Act 2019 Sch 2',
  href: act('2019/1/schedule/2'),
  description:
    'Finance Act 2019, Schedule 2 (returns for disposals of UK land: a return and a payment on account of the capital gains tax notionally chargeable by the filing date after a residential property’s completion; none when nothing is payable; the later disposals ignored)',
};
export const fa2022s23: DocumentedCitation = {
  title: 'Finance Act 2022 s23',
  href: act('2022/3/section/23'),
  description:
    'Finance Act 2022, section 23 (the return for a disposal of UK land due on the 60th day after completion, for completions on or after 27 October 2021)',
};
export const cgtRates: DocumentedCitation = {
  title: 'GOV.UK: Capital Gains Tax rates and allowances',
  href: gov('guidance/capital-gains-tax-rates-and-allowances'),
  description:
    'GOV.UK: Capital Gains Tax rates and allowances (the rates, the annual exempt amount)',
};
export const cgtLosses: DocumentedCitation = {
  title: 'GOV.UK: Capital Gains Tax, losses',
  href: gov('capital-gains-tax/losses'),
  description:
    'GOV.UK: Capital Gains Tax: what you pay it on, rates and allowances, losses (reporting losses and using them)',
};
export const badrGuide: DocumentedCitation = {
  title: 'GOV.UK: Business Asset Disposal Relief',
  href: gov('business-asset-disposal-relief'),
  description: 'GOV.UK: Business Asset Disposal Relief (its rate and lifetime limit)',
};
export const reportPropertyGains: DocumentedCitation = {
  title: 'GOV.UK: Report and pay Capital Gains Tax on UK property',
  href: gov(
    'report-and-pay-your-capital-gains-tax/if-you-sold-a-property-in-the-uk-on-or-after-6-april-2020',
  ),
  description:
    'GOV.UK: Report and pay your Capital Gains Tax, if you sold a property in the UK on or after 6 April 2020 (within 60 days of completion)',
};
export const sellingYourHome: DocumentedCitation = {
  title: 'GOV.UK: Tax when you sell your home',
  href: gov('tax-sell-home'),
  description: 'GOV.UK: Tax when you sell your home (private residence relief)',
};

// Rental income and the companies landlords compare it with.
export const ittoia2005s272A: DocumentedCitation = {
  title: 'ITTOIA 2005 s272A',
  href: act('2005/5/section/272A'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, section 272A (no deduction for the costs of a dwelling-related loan in the profits of a property business for income tax)',
};
export const ittoia2005s274A: DocumentedCitation = {
  title: 'ITTOIA 2005 s274A',
  href: act('2005/5/section/274A'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, section 274A (tax reduction for the non-deductible costs of a dwelling-related loan: the relievable amount, this year’s share of the costs and any brought forward)',
};
export const ittoia2005s274AA: DocumentedCitation = {
  title: 'ITTOIA 2005 s274AA',
  href: act('2005/5/section/274AA'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, section 274AA (the reduction at the basic rate on the lowest of the relievable amount, the property profits and adjusted total income; the rest carried forward)',
};
export const ita2007s29: DocumentedCitation = {
  title: 'ITA 2007 s29',
  href: act('2007/3/section/29'),
  description:
    'Income Tax Act 2007, section 29 (a tax reduction is deducted only so far as there is tax to deduct it from)',
};
export const ita2007s118: DocumentedCitation = {
  title: 'ITA 2007 s118',
  href: act('2007/3/section/118'),
  description:
    'Income Tax Act 2007, section 118 (a property loss carried forward against the profits of the same property business)',
};
export const ittoia2005propertyAllowance: DocumentedCitation = {
  title: 'ITTOIA 2005 Part 6A Chapter 2',
  href: act('2005/5/part/6A/chapter/2'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, Part 6A Chapter 2 (the £1,000 property allowance: full relief on rents up to it, or partial relief, deducting it instead of the expenses)',
};
export const ittoia2005s783BL: DocumentedCitation = {
  title: 'ITTOIA 2005 s783BL',
  href: act('2005/5/section/783BL'),
  description:
    'Income Tax (Trading and Other Income) Act 2005, section 783BL (no property allowance for a year in which the finance-costs tax reduction of section 274A is given)',
};
export const propertyAllowanceAndFinanceCosts: DocumentedCitation = {
  title: 'HMRC Property Income Manual PIM4460',
  href: gov('hmrc-internal-manuals/property-income-manual/pim4460'),
  description:
    'HMRC Property Income Manual PIM4460: the property allowance or the finance-costs reduction, one or the other; no carry-forward created in a year the allowance is used',
};
export const jointlyOwnedProperty: DocumentedCitation = {
  title: 'HMRC Property Income Manual PIM1030',
  href: gov('hmrc-internal-manuals/property-income-manual/pim1030'),
  description:
    'HMRC Property Income Manual PIM1030: jointly owned property, each owner taxed on their share (spouses and civil partners equally unless they own unequal shares and declare it)',
};
export const residentialLandlordsRelief: DocumentedCitation = {
  title: 'GOV.UK: Tax relief for residential landlords',
  href: gov(
    'guidance/changes-to-tax-relief-for-residential-landlords-how-its-worked-out-including-case-studies',
  ),
  description:
    'GOV.UK: Tax relief for residential landlords, how it’s worked out (the basic rate reduction on the lowest of finance costs, property profits and adjusted total income)',
};
export const fa2026sch1: DocumentedCitation = {
  title: 'Finance Act 2026 Schedule 1',
  href: act('2026/11/schedule/1'),
  description:
    'Finance Act 2026, Schedule 1 (property and savings rates of income tax: consequential amendments, from 2027-28)',
};
export const fhlAbolished: DocumentedCitation = {
  title: 'GOV.UK: Abolition of the furnished holiday lettings regime',
  href: gov(
    'government/publications/furnished-holiday-lettings-tax-regime-abolition/clarification-on-abolition-of-the-furnished-holiday-lettings-tax-regime',
  ),
  description:
    'GOV.UK policy paper: clarification on the abolition of the furnished holiday lettings tax regime (from 6 April 2025 holiday lets are taxed as other lettings, their finance costs restricted too)',
};
export const cta2010s34: DocumentedCitation = {
  title: 'CTA 2010 s34',
  href: act('2010/4/section/34'),
  description:
    'Corporation Tax Act 2010, section 34 (a company letting land to people it is not connected with is not a close investment-holding company, so the small profits rate and marginal relief are open to it)',
};
export const cta2009s54: DocumentedCitation = {
  title: 'CTA 2009 s54',
  href: act('2009/4/section/54'),
  description:
    'Corporation Tax Act 2009, section 54 (expenses wholly and exclusively for the trade, such as its accountants’ fees and the VAT on them it cannot reclaim, are deducted from its profits)',
};
export const cta2009loanRelationships: DocumentedCitation = {
  title: 'CTA 2009 Part 5',
  href: act('2009/4/part/5'),
  description:
    'Corporation Tax Act 2009, Part 5 (loan relationships: a company’s interest and loan costs are deducted in full; the income tax restriction does not apply)',
};
export const tcga1992s18: DocumentedCitation = {
  title: 'TCGA 1992 s18',
  href: act('1992/12/section/18'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 18 (a disposal to a connected person, such as one’s own company, is at market value)',
};
export const tcga1992s162: DocumentedCitation = {
  title: 'TCGA 1992 s162',
  href: act('1992/12/section/162'),
  description:
    'Taxation of Chargeable Gains Act 1992, section 162 (incorporation relief: the gain on transferring a business to a company in exchange for shares is held over)',
};
export const sdltResidentialRates: DocumentedCitation = {
  title: 'GOV.UK: Stamp Duty Land Tax residential rates',
  href: gov('stamp-duty-land-tax/residential-property-rates'),
  description:
    'GOV.UK: Stamp Duty Land Tax, residential property rates (the higher rates a company pays on every dwelling it buys)',
};
export const atedBasics: DocumentedCitation = {
  title: 'GOV.UK: Annual Tax on Enveloped Dwellings',
  href: gov('guidance/annual-tax-on-enveloped-dwellings-the-basics'),
  description:
    'GOV.UK: Annual Tax on Enveloped Dwellings, the basics (a company owning a dwelling worth more than £500,000 files a return each year; lettings relief removes the charge)',
};

// PAYE for employees: the tax code, the pay adjustment tables and the payroll specification,
// National Insurance and student loans per pay period, Welsh rates, workplace pensions.
export const payeSpecification: DocumentedCitation = {
  title: 'HMRC: Specification for PAYE tax table routines',
  href: gov('government/publications/payroll-technical-specifications-income-tax'),
  description:
    'HMRC: Payroll technical specifications, Income Tax (the specification for PAYE tax table routines: pay adjustments, cumulative and week 1/month 1 bases, the regulatory limit)',
};
export const payAdjustmentTables: DocumentedCitation = {
  title: 'HMRC: Tables A, pay adjustment tables',
  href: gov('government/publications/tables-a-pay-adjustment-tables'),
  description:
    'HMRC: Tax Tables A, pay adjustment tables (free pay and additional pay to date for each code number, week and month)',
};
export const taxablePayTables: DocumentedCitation = {
  title: 'HMRC: Taxable pay tables, manual method',
  href: gov('government/publications/taxable-pay-tables-manual-method'),
  description:
    'HMRC: Taxable pay tables, manual method (Tables B to D: the rate bands to date for each week and month)',
};
export const payeRegs2003reg2: DocumentedCitation = {
  title: 'PAYE Regulations 2003 reg 2',
  href: 'https://www.legislation.gov.uk/uksi/2003/2682/regulation/2',
  description:
    'Income Tax (Pay As You Earn) Regulations 2003 (SI 2003/2682), regulation 2 (interpretation: the overriding limit of 50% of relevant payments, the Scottish and Welsh rates for PAYE)',
};
export const week53Payments: DocumentedCitation = {
  title: 'HMRC PAYE Manual PAYE70015',
  href: gov('hmrc-internal-manuals/paye-manual/paye70015'),
  description:
    'HMRC PAYE Manual PAYE70015: non-standard pay days (week 53, 54 and 56 payments taxed on the week 1, 2 or 4 table, non-cumulatively)',
};
export const taxCodes: DocumentedCitation = {
  title: 'GOV.UK: Tax codes',
  href: gov('tax-codes'),
  description: 'GOV.UK: Tax codes (what the numbers and letters of a tax code mean)',
};
export const emergencyTaxCodes: DocumentedCitation = {
  title: 'GOV.UK: Emergency tax codes',
  href: gov('tax-codes/emergency-tax-codes'),
  description: 'GOV.UK: Emergency tax codes (W1, M1 and X: each payday taxed on its own)',
};
export const sscr2001reg11: DocumentedCitation = {
  title: 'Social Security (Contributions) Regulations 2001 reg 11',
  href: 'https://www.legislation.gov.uk/uksi/2001/1004/regulation/11',
  description:
    'Social Security (Contributions) Regulations 2001 (SI 2001/1004), regulation 11 (the thresholds and limits for weekly, monthly and other earnings periods)',
};
export const sscr2001reg12: DocumentedCitation = {
  title: 'Social Security (Contributions) Regulations 2001 reg 12',
  href: 'https://www.legislation.gov.uk/uksi/2001/1004/regulation/12',
  description:
    'Social Security (Contributions) Regulations 2001 (SI 2001/1004), regulation 12 (contributions calculated to the nearest penny, a halfpenny or less disregarded)',
};
export const niSoftwareGuidance: DocumentedCitation = {
  title: 'HMRC: National Insurance guidance for software developers',
  href: gov('government/publications/payroll-technical-specifications-national-insurance'),
  description:
    'HMRC: Payroll technical specifications, National Insurance (the exact percentage method for each earnings period)',
};
export const sscba1992s6: DocumentedCitation = {
  title: 'SSCBA 1992 s6(3)',
  href: act('1992/4/section/6'),
  description:
    'Social Security Contributions and Benefits Act 1992, section 6(3) (no primary Class 1 contributions on earnings paid after pensionable age; secondary contributions still due)',
};
export const studentLoanPayroll: DocumentedCitation = {
  title: 'HMRC: Student loans, payroll specification',
  href: gov('government/publications/payroll-technical-specifications-student-loans'),
  description:
    'HMRC: Payroll technical specifications, student loans (deductions for each pay period from earnings for Class 1 National Insurance)',
};
export const studentLoanPeriods: DocumentedCitation = {
  title: 'HMRC CSLM17060',
  href: gov('hmrc-internal-manuals/collection-of-student-loans-manual/cslm17060'),
  description:
    'HMRC Collection of Student Loans Manual CSLM17060 (the pay period threshold taken from earnings, the result rounded down to whole pounds)',
};
export const ita2007s6B: DocumentedCitation = {
  title: 'ITA 2007 s6B',
  href: act('2007/3/section/6B'),
  description:
    'Income Tax Act 2007, section 6B (the Welsh basic, higher and additional rates: the UK rates less 10 points plus the Welsh rate)',
};
export const welshIncomeTax: DocumentedCitation = {
  title: 'GOV.UK: Welsh Income Tax',
  href: gov('welsh-income-tax'),
  description: 'GOV.UK: Welsh Income Tax (the rates a Welsh taxpayer pays, and the C tax code)',
};
export const ita2007s38: DocumentedCitation = {
  title: 'ITA 2007 s38',
  href: act('2007/3/section/38'),
  description: "Income Tax Act 2007, section 38 (blind person's allowance)",
};
export const blindPersonsAllowance: DocumentedCitation = {
  title: "GOV.UK: Blind Person's Allowance",
  href: gov('blind-persons-allowance'),
  description:
    "GOV.UK: Blind Person's Allowance (added to the personal allowance through the tax code)",
};
export const fa2004s193: DocumentedCitation = {
  title: 'FA 2004 s193',
  href: act('2004/12/section/193'),
  description:
    'Finance Act 2004, section 193 (net pay arrangements: contributions deducted from pay before tax)',
};
export const salarySacrifice: DocumentedCitation = {
  title: 'GOV.UK: Salary sacrifice and the effects on PAYE',
  href: gov('guidance/salary-sacrifice-and-the-effects-on-paye'),
  description:
    'GOV.UK: Salary sacrifice and the effects on PAYE (pay given up for an employer pension contribution: no tax or National Insurance on it)',
};
export const pa2008s13: DocumentedCitation = {
  title: 'Pensions Act 2008 s13',
  href: act('2008/30/section/13'),
  description: 'Pensions Act 2008, section 13 (qualifying earnings)',
};
export const aeThresholds2025: DocumentedCitation = {
  title: 'GOV.UK: Automatic enrolment thresholds 2025/26',
  href: gov(
    'government/publications/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202526',
  ),
  description:
    'GOV.UK: Review of the automatic enrolment earnings trigger and qualifying earnings band for 2025/26 (the band for each pay reference period)',
};
export const aeThresholds2026: DocumentedCitation = {
  title: 'GOV.UK: Automatic enrolment thresholds 2026/27',
  href: gov(
    'government/publications/review-of-the-automatic-enrolment-earnings-trigger-and-qualifying-earnings-band-for-202627',
  ),
  description:
    'GOV.UK: Review of the automatic enrolment earnings trigger and qualifying earnings band for 2026/27 (unchanged)',
};
export const workplacePensions: DocumentedCitation = {
  title: 'GOV.UK: Workplace pensions, what you and your employer pay',
  href: gov('workplace-pensions/what-you-your-employer-and-the-government-pay'),
  description:
    'GOV.UK: Workplace pensions, what you, your employer and the government pay (qualifying earnings, relief at source and net pay arrangements)',
};

// The sources of the practice's own figures and of the VAT its fees are quoted with, in a module of
// their own: the site quotes its fees on every page, and this way the first load carries these few
// sources rather than every one (a bundle places a module whole in one chunk).
export * from './practice-citations.ts';
