// Pages cited in sources.ts, named once so every value points at the same page. Metadata: only
// tests and docs import it, never the calculators.

export interface Reference {
  title: string;
  href: string;
}

export const INCOME_TAX_RATES: Reference = {
  title: 'GOV.UK: Income Tax rates and Personal Allowances',
  href: 'https://www.gov.uk/income-tax-rates',
};
export const RATES_AND_ALLOWANCES: Reference = {
  title: 'GOV.UK: Income Tax rates and allowances for current and past years',
  href: 'https://www.gov.uk/government/publications/rates-and-allowances-income-tax/income-tax-rates-and-allowances-current-and-past',
};
export const INCOME_OVER_100K: Reference = {
  title: 'GOV.UK: Income Tax rates and bands, income over £100,000',
  href: 'https://www.gov.uk/income-tax-rates/income-over-100000',
};
export const ITA_2007_S6: Reference = {
  title: 'Income Tax Act 2007, section 6 (rates of income tax)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/6',
};
export const ITA_2007_S8: Reference = {
  title: 'Income Tax Act 2007, section 8 (dividend ordinary, upper and additional rates)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/8',
};
export const ITA_2007_S10: Reference = {
  title: 'Income Tax Act 2007, section 10 (basic rate limit and higher rate limit)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/10',
};
export const ITA_2007_S12: Reference = {
  title: 'Income Tax Act 2007, section 12 (starting rate for savings)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/12',
};
export const ITA_2007_S12B: Reference = {
  title: 'Income Tax Act 2007, section 12B (savings allowance)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/12B',
};
export const ITA_2007_S13A: Reference = {
  title: 'Income Tax Act 2007, section 13A (dividend nil rate)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/13A',
};
export const ITA_2007_S35: Reference = {
  title:
    'Income Tax Act 2007, section 35 (personal allowance, its reduction above £100,000 and rounding up)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/35',
};
export const ITA_2007_S58: Reference = {
  title: 'Income Tax Act 2007, section 58 (meaning of adjusted net income)',
  href: 'https://www.legislation.gov.uk/ukpga/2007/3/section/58',
};
export const TAX_ON_DIVIDENDS: Reference = {
  title: 'GOV.UK: Tax on dividends',
  href: 'https://www.gov.uk/tax-on-dividends',
};
export const DIVIDEND_RATES_2026: Reference = {
  title:
    'GOV.UK: Budget 2025, dividend ordinary and upper rates up two percentage points from 6 April 2026',
  href: 'https://www.gov.uk/government/publications/budget-2025-document',
};
export const SAVINGS_INTEREST: Reference = {
  title: 'GOV.UK: Tax on savings interest',
  href: 'https://www.gov.uk/apply-tax-free-interest-on-savings',
};
export const SELF_EMPLOYED_NI: Reference = {
  title: 'GOV.UK: Self-employed National Insurance rates',
  href: 'https://www.gov.uk/self-employed-national-insurance-rates',
};
export const SSCBA_1992_S15: Reference = {
  title: 'Social Security Contributions and Benefits Act 1992, section 15 (Class 4 contributions)',
  href: 'https://www.legislation.gov.uk/ukpga/1992/4/section/15',
};
export const NIC_REDUCTION_2023: Reference = {
  title:
    'National Insurance Contributions (Reduction in Rates) Act 2023, section 3 (Class 2 no longer payable)',
  href: 'https://www.legislation.gov.uk/ukpga/2023/57/section/3',
};
export const NIC_REDUCTION_2024: Reference = {
  title:
    'National Insurance Contributions (Reduction in Rates) Act 2024, section 1 (employee 8%, Class 4 6%)',
  href: 'https://www.legislation.gov.uk/ukpga/2024/5/section/1',
};
export const EMPLOYEE_NI: Reference = {
  title: 'GOV.UK: National Insurance rates and categories',
  href: 'https://www.gov.uk/national-insurance-rates-letters',
};
export const EMPLOYER_RATES_2025: Reference = {
  title: 'GOV.UK: Rates and thresholds for employers 2025 to 2026',
  href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2025-to-2026',
};
export const EMPLOYER_RATES_2026: Reference = {
  title: 'GOV.UK: Rates and thresholds for employers 2026 to 2027',
  href: 'https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027',
};
export const SELF_EMPLOYED_EXPENSES: Reference = {
  title: "GOV.UK: Expenses if you're self-employed",
  href: 'https://www.gov.uk/expenses-if-youre-self-employed',
};
export const RUNNING_PAYROLL: Reference = {
  title: 'GOV.UK: Running payroll',
  href: 'https://www.gov.uk/running-payroll',
};
export const PRACTICE_PAYROLL_FEES: Reference = {
  title: 'Our payroll packages and fees',
  href: '/payroll',
};
export const PRACTICE_CALCULATORS: Reference = {
  title: 'Our UK tax calculators',
  href: '/tax-calculator',
};
