// The parameter files, each once. A group is what one of them exports in a group's shape (an object
// whose every property is a dated parameter); a schedule, read by date rather than for a tax year,
// is not resolved with the groups. So a group added to a file is found by its place, with no list
// to edit: parameters-for.ts derives the groups' types from this module, testing.ts resolves every
// group from it, and parameters.test.ts fails on a file in this folder that is not here.
// Outside tests only its types may be read: its values would carry every group into a bundle.
export * as capitalGainsFile from './capital-gains.ts';
export * as companyFile from './company.ts';
export * as incomeTaxFile from './income-tax.ts';
export * as nationalInsuranceFile from './national-insurance.ts';
export * as payeFile from './paye.ts';
export * as practiceFile from './practice.ts';
export * as propertyFile from './property.ts';
export * as selfAssessmentFile from './self-assessment.ts';
export * as vatFile from './vat.ts';
