import { FROM_PRICES, fromPriceFee } from '../content/fees.ts';
import { useConversionOnce } from '../features/analytics/use-conversion-once.ts';
import { BookingConfirmation } from '../features/booking/booking-confirmation.tsx';

/** /accounts-booking-confirmation: after booking from the accounts and tax page. */
export function AccountsBookingConfirmationPage() {
  useConversionOnce('accounts_consultation_booked', { ads: true });
  return (
    <BookingConfirmation
      heading="Thank you, your accounts consultation is booked"
      intro="We look forward to talking about your company's year-end accounts and corporation tax return. Your confirmation email has the date, time and call details."
      steps={[
        {
          title: 'Check your inbox',
          text: 'Your confirmation email holds a calendar invitation and the details for joining the call.',
        },
        {
          title: 'Your free consultation',
          text: 'We review where your company is: its year end, filing deadlines, bookkeeping and any HMRC correspondence.',
        },
        {
          title: 'Your fixed fee',
          text: `We agree your fixed fee, the one our instant quote gives for the size of your company: from ${fromPriceFee(FROM_PRICES.accounts)}. No hourly billing, no surprises.`,
        },
        {
          title: 'We prepare, you approve, we file',
          text: 'Once you share your records we prepare your accounts and CT600, you approve them, and we file with Companies House and HMRC.',
        },
      ]}
      prepare={[
        'Your company number and company authentication code',
        'Last year’s accounts and corporation tax return, if any',
        'How you keep your books today (software, spreadsheets or paper records)',
        'Any letters or penalties from HMRC or Companies House',
      ]}
    />
  );
}
