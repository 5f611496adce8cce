// Questions and answers for /faq (four tabs) and the company-registration page.
import { ACCOUNTS_FROM, FROM_PRICES, feeText, fromPriceFee } from './fees.ts';

export type FaqItem = { question: string; answer: string };
export type FaqTab = { id: string; label: string; items: FaqItem[] };

export const FAQ_TABS: FaqTab[] = [
  {
    id: 'services',
    label: 'Services',
    items: [
      {
        question: 'What services do you offer?',
        answer:
          'We prepare statutory accounts and corporation tax returns for limited companies, self-assessment returns for individuals and landlords, bookkeeping, VAT, payroll, company registration, business advisory and representation in HMRC enquiries.',
      },
      {
        question: 'What are the benefits of using an accountant?',
        answer:
          'You meet every deadline without the stress, claim every allowance and relief you are entitled to, and get answers from a qualified accountant whenever a tax question comes up. Most clients find our fee is covered by the tax we save them.',
      },
      {
        question: 'Do you offer personalised solutions?',
        answer:
          'Yes. Every client has a named accountant who learns how your business works. We tailor the service to your sector, your software and how often you want to hear from us, and you only pay for what you need.',
      },
    ],
  },
  {
    id: 'payments',
    label: 'Payments',
    items: [
      {
        question: 'How is your fee structured?',
        answer: `We charge fixed fees agreed before we start, so there are no hourly bills, and our instant quote gives yours in a minute. Accounts and tax for limited companies start from ${feeText(ACCOUNTS_FROM.annual, 'business', 'a year')}, a personal tax return is ${fromPriceFee(FROM_PRICES.personalTax)} and a self-employed one ${fromPriceFee(FROM_PRICES.selfEmployed)}.`,
      },
      {
        question: 'What are your payment terms?',
        answer:
          'Pay each fee yearly, or monthly by direct debit: a tax return costs a twelfth of its fee a month, and company accounts have a monthly fee of their own. Our instant quote shows both. We take bank transfer, direct debit and card payments.',
      },
    ],
  },
  {
    id: 'contact',
    label: 'Contact',
    items: [
      {
        question: 'How do I get started?',
        answer:
          'Book a free initial consultation online, call or message us on WhatsApp. We will talk through your situation, quote a fixed fee and, if you are happy, handle the switch from your previous accountant for you.',
      },
      {
        question: 'Where are you located?',
        answer:
          'We have an office in central London and a second office in Croydon, where we are happy to meet face to face. Most clients work with us remotely by phone, video call and email.',
      },
      {
        question: 'How do you measure success?',
        answer:
          'By deadlines met, tax saved and how quickly we answer you. We review each client relationship every year and 98% of our clients stay with us.',
      },
    ],
  },
  {
    id: 'general',
    label: 'General',
    items: [
      {
        question: 'How do you keep my data secure?',
        answer:
          'We follow UK GDPR: your data is stored encrypted with UK and EU providers, access is limited to the people working on your account, and we never sell or share it for marketing.',
      },
      {
        question: 'How do you keep up with changes in tax law?',
        answer:
          'Our accountants complete continuing professional development every year as ACCA members, and we review every Budget and Finance Act for changes that affect our clients before they take effect.',
      },
      {
        question: 'What is your approach to business advice?',
        answer:
          'We start from your numbers and your goals, agree a short list of actions and review progress with you. We are an ACCA chartered practice with professional indemnity insurance, so our advice is regulated and insured.',
      },
    ],
  },
];

export const COMPANY_FAQ: FaqItem[] = [
  {
    question: 'How long does it take to register a company?',
    answer:
      'Companies House usually incorporates a company within 24 hours of a complete application. Our timeline has you trading within five working days, including HMRC registrations.',
  },
  {
    question: 'Can I use your address as my registered office?',
    answer:
      'Yes. Every package includes our London registered office address for 12 months, so your home address stays off the public register.',
  },
  {
    question: 'Do I need to register for VAT straight away?',
    answer:
      'Only if your taxable turnover will pass the VAT threshold in the next 30 days or has passed it over the last 12 months. Some businesses register voluntarily to reclaim VAT on set-up costs; we will tell you whether that suits you.',
  },
  {
    question: 'Should I pay myself a salary or dividends?',
    answer:
      'Most owner-directors take a small salary and the rest as dividends, which usually costs less tax and National Insurance. We model the split for your figures on the kick-off call.',
  },
  {
    question: 'What happens after my company is registered?',
    answer:
      'We send you a checklist of deadlines, set up your bookkeeping and, if you choose, take on your annual accounts, confirmation statement and corporation tax return for a fixed monthly fee.',
  },
];
