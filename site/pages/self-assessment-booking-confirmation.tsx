import { FROM_PRICES, fromPriceFee } from '../content/fees.ts';
import { useConversionOnce } from '../features/analytics/use-conversion-once.ts';
import { BookingConfirmation } from '../features/booking/booking-confirmation.tsx';

/** /self-assessment-booking-confirmation: after booking from the self-assessment page. */
export function SelfAssessmentBookingConfirmationPage() {
  useConversionOnce('self_assessment_consultation_booked');
  return (
    <BookingConfirmation
      heading="Thank you, your self-assessment call is booked"
      intro="We look forward to helping with your tax return. Your confirmation email has the date, time and call details."
      steps={[
        {
          title: 'Check your inbox',
          text: 'Your confirmation email holds a calendar invitation and the details for joining the call.',
        },
        {
          title: 'Your free personal tax call',
          text: 'We go through your income for the tax year: self-employment, property, dividends, savings and any gains.',
        },
        {
          title: 'Your fixed fee',
          text: `We agree your fixed fee before any work starts, the one our instant quote gives: a personal tax return is ${fromPriceFee(FROM_PRICES.personalTax)}, a self-employed one ${fromPriceFee(FROM_PRICES.selfEmployed)}.`,
        },
        {
          title: 'We file before the deadline',
          text: 'We prepare your return, you approve it, and we file it with HMRC and tell you what to pay and when.',
        },
      ]}
      prepare={[
        'Your Unique Taxpayer Reference (UTR) and National Insurance number',
        'Your income and expenses for the tax year, and any P60 or P45',
        'Rental income and costs if you let property',
        'Any letters from HMRC, including a notice to file',
      ]}
    />
  );
}
