// The sources the parameters' dated values cite, in the compact form the calculators' working
// carries at runtime: a short title and the address. references.ts adds the long titles (metadata)
// under the same names. One constant per source, read as `C.name` through `import * as C`, so a
// widget's bundle keeps only the sources its calculator cites.

import type { Citation } from '../types.ts';

// Marked free of side effects: an unmarked call at module level would keep every citation.
/* #__NO_SIDE_EFFECTS__ */
const act = (path: string) => `https://www.legislation.gov.uk/ukpga/${path}`;
/* #__NO_SIDE_EFFECTS__ */
const gov = (path: string) => `https://www.gov.uk/${path}`;

export const incomeTaxRates: Citation = {
  title: 'GOV.UK: Income Tax rates',
  href: gov('income-tax-rates'),
};
export const ratesAndAllowances: Citation = {
  title: 'GOV.UK: Income Tax rates and allowances',
  href: gov(
    'government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
  ),
};
export const incomeOver100k: Citation = {
  title: 'GOV.UK: Income over £100,000',
  href: gov('income-tax-rates/income-over-100000'),
};
export const ita2007s6: Citation = { title: 'ITA 2007 s6', href: act('2007/3/section/6') };
export const ita2007s8: Citation = { title: 'ITA 2007 s8', href: act('2007/3/section/8') };
export const ita2007s10: Citation = { title: 'ITA 2007 s10', href: act('2007/3/section/10') };
export const ita2007s12: Citation = { title: 'ITA 2007 s12', href: act('2007/3/section/12') };
export const ita2007s12B: Citation = { title: 'ITA 2007 s12B', href: act('2007/3/section/12B') };
export const ita2007s13A: Citation = { title: 'ITA 2007 s13A', href: act('2007/3/section/13A') };
export const ita2007s13: Citation = { title: 'ITA 2007 s13', href: act('2007/3/section/13') };
export const ita2007s16: Citation = { title: 'ITA 2007 s16', href: act('2007/3/section/16') };
export const ita2007s23: Citation = { title: 'ITA 2007 s23', href: act('2007/3/section/23') };
export const ita2007s25: Citation = { title: 'ITA 2007 s25', href: act('2007/3/section/25') };
export const ita2007s35: Citation = { title: 'ITA 2007 s35', href: act('2007/3/section/35') };
export const ita2007s58: Citation = { title: 'ITA 2007 s58', href: act('2007/3/section/58') };
export const fa2021s5: Citation = { title: 'Finance Act 2021 s5', href: act('2021/26/section/5') };
export const fa2023s5: Citation = { title: 'Finance Act 2023 s5', href: act('2023/1/section/5') };
export const fa2023s6: Citation = { title: 'Finance Act 2023 s6', href: act('2023/1/section/6') };
export const fa2023s7: Citation = { title: 'Finance Act 2023 s7', href: act('2023/1/section/7') };
export const hscla2021: Citation = {
  title: 'Health and Social Care Levy Act 2021',
  href: act('2021/28'),
};
export const taxOnDividends: Citation = {
  title: 'GOV.UK: Tax on dividends',
  href: gov('tax-on-dividends'),
};
export const budget2025: Citation = {
  title: 'GOV.UK: Budget 2025',
  href: gov('government/publications/budget-2025-document'),
};
export const savingsInterest: Citation = {
  title: 'GOV.UK: Tax on savings interest',
  href: gov('apply-tax-free-interest-on-savings'),
};
export const selfEmployedNI: Citation = {
  title: 'GOV.UK: Self-employed National Insurance rates',
  href: gov('self-employed-national-insurance-rates'),
};
export const sscba1992s15: Citation = { title: 'SSCBA 1992 s15', href: act('1992/4/section/15') };
export const sscba1992s11: Citation = {
  title: 'SSCBA 1992 s11',
  href: act('1992/4/section/11'),
};
export const ratesAndThresholds2026: Citation = {
  title: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
  href: gov('guidance/rates-and-thresholds-for-employers-2026-to-2027'),
};
export const nicAct2023s3: Citation = {
  title: 'NICs (Reduction in Rates) Act 2023 s3',
  href: act('2023/57/section/3'),
};
export const nicAct2024s1: Citation = {
  title: 'NICs (Reduction in Rates) Act 2024 s1',
  href: act('2024/5/section/1'),
};
export const sscba1992s8: Citation = { title: 'SSCBA 1992 s8', href: act('1992/4/section/8') };
export const employeeNI: Citation = {
  title: 'GOV.UK: National Insurance rates',
  href: gov('national-insurance-rates-letters'),
};
export const employerRates2025: Citation = {
  title: 'GOV.UK: Rates and thresholds 2025 to 2026',
  href: gov('guidance/rates-and-thresholds-for-employers-2025-to-2026'),
};
export const employerRates2026: Citation = {
  title: 'GOV.UK: Rates and thresholds 2026 to 2027',
  href: gov('guidance/rates-and-thresholds-for-employers-2026-to-2027'),
};
export const nicSecondary2025: Citation = {
  title: 'NICs (Secondary Class 1 Contributions) Act 2025',
  href: act('2025/11'),
};
export const nicAct2014s1: Citation = { title: 'NICs Act 2014 s1', href: act('2014/7/section/1') };
export const employmentAllowance: Citation = {
  title: 'GOV.UK: Claim Employment Allowance',
  href: gov('claim-employment-allowance'),
};
export const employmentAllowanceExcluded: Citation = {
  title: 'Employment Allowance (Excluded Persons) Regulations 2016',
  href: 'https://www.legislation.gov.uk/uksi/2016/344',
};
export const cta2010s18A: Citation = { title: 'CTA 2010 s18A', href: act('2010/4/section/18A') };
export const cta2010s18B: Citation = { title: 'CTA 2010 s18B', href: act('2010/4/section/18B') };
export const cta2010s18D: Citation = { title: 'CTA 2010 s18D', href: act('2010/4/section/18D') };
export const fa2021s6: Citation = { title: 'Finance Act 2021 s6', href: act('2021/26/section/6') };
export const fa2021s7: Citation = { title: 'Finance Act 2021 s7', href: act('2021/26/section/7') };
export const corporationTaxRates: Citation = {
  title: 'GOV.UK: Corporation Tax rates and allowances',
  href: gov('government/publications/rates-and-allowances-corporation-tax'),
};
export const marginalRelief: Citation = {
  title: 'GOV.UK: Marginal Relief for Corporation Tax',
  href: gov('guidance/corporation-tax-marginal-relief'),
};
export const scotlandAct1998s80C: Citation = {
  title: 'Scotland Act 1998 s80C',
  href: act('1998/46/section/80C'),
};
export const scottishIncomeTax: Citation = {
  title: 'GOV.UK: Scottish Income Tax',
  href: gov('scottish-income-tax'),
};
export const studentLoanRegs2009: Citation = {
  title: 'Student Loans (Repayment) Regulations 2009',
  href: 'https://www.legislation.gov.uk/uksi/2009/470/contents',
};
export const studentLoanRepay: Citation = {
  title: 'GOV.UK: Repaying your student loan',
  href: gov('repaying-your-student-loan/what-you-pay'),
};
export const fa2004s190: Citation = { title: 'FA 2004 s190', href: act('2004/12/section/190') };
export const fa2004s192: Citation = { title: 'FA 2004 s192', href: act('2004/12/section/192') };
export const pensionTaxRelief: Citation = {
  title: 'GOV.UK: Tax on your private pension',
  href: gov('tax-on-your-private-pension/pension-tax-relief'),
};
export const fa2004s227: Citation = { title: 'FA 2004 s227', href: act('2004/12/section/227') };
export const fa2004s228: Citation = { title: 'FA 2004 s228', href: act('2004/12/section/228') };
export const fa2004s228ZA: Citation = {
  title: 'FA 2004 s228ZA',
  href: act('2004/12/section/228ZA'),
};
export const fa2004s228A: Citation = { title: 'FA 2004 s228A', href: act('2004/12/section/228A') };
export const annualAllowanceGuide: Citation = {
  title: 'GOV.UK: Pension annual allowance',
  href: gov('tax-on-your-private-pension/annual-allowance'),
};
export const itepa2003s681C: Citation = {
  title: 'ITEPA 2003 s681C',
  href: act('2003/1/section/681C'),
};
export const childBenefitCharge: Citation = {
  title: 'GOV.UK: High Income Child Benefit Charge',
  href: gov('child-benefit-tax-charge'),
};
export const childBenefitRates: Citation = {
  title: 'GOV.UK: Child Benefit rates',
  href: gov('child-benefit/what-youll-get'),
};
export const ita2007s55B: Citation = { title: 'ITA 2007 s55B', href: act('2007/3/section/55B') };
export const ita2007s55C: Citation = { title: 'ITA 2007 s55C', href: act('2007/3/section/55C') };
export const marriageAllowance: Citation = {
  title: 'GOV.UK: Marriage Allowance',
  href: gov('marriage-allowance'),
};
export const ittoia2005s783AF: Citation = {
  title: 'ITTOIA 2005 s783AF',
  href: act('2005/5/section/783AF'),
};
export const tradingAllowanceGuide: Citation = {
  title: 'GOV.UK: Tax-free allowances on property and trading income',
  href: gov('guidance/tax-free-allowances-on-property-and-trading-income'),
};
export const mtdRegs2021: Citation = {
  title: 'Income Tax (Digital Requirements) Regulations 2021',
  href: 'https://www.legislation.gov.uk/uksi/2021/1076/contents',
};
export const fa2026mtd: Citation = {
  title: 'GOV.UK: Making Tax Digital for Income Tax from April 2028',
  href: gov(
    'government/publications/making-tax-digital-for-income-tax-self-assessment-for-sole-traders-and-landlords',
  ),
};
export const mtdGuide: Citation = {
  title: 'GOV.UK: Making Tax Digital for Income Tax',
  href: gov('guidance/check-if-youre-eligible-for-making-tax-digital-for-income-tax'),
};
export const tma1970s59A: Citation = { title: 'TMA 1970 s59A', href: act('1970/9/section/59A') };
export const tma1970s59B: Citation = { title: 'TMA 1970 s59B', href: act('1970/9/section/59B') };
export const poaRegs1996reg3: Citation = {
  title: 'Income Tax (Payments on Account) Regulations 1996 reg 3',
  href: 'https://www.legislation.gov.uk/uksi/1996/1654/regulation/3',
};
export const poaRegs1996reg4: Citation = {
  title: 'Income Tax (Payments on Account) Regulations 1996 reg 4',
  href: 'https://www.legislation.gov.uk/uksi/1996/1654/regulation/4',
};
export const paymentsOnAccountGuide: Citation = {
  title: 'GOV.UK: Payments on account',
  href: gov('understand-self-assessment-bill/payments-on-account'),
};

// The sources of the practice's own figures and of the VAT its fees are quoted with, in a module of
// their own: the site quotes its fees on every page, and this way the first load carries these few
// sources rather than every one (a bundle places a module whole in one chunk).
export * from './practice-citations.ts';
