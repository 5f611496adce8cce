import { PRACTICE } from '../content/practice.ts';
import { useConversionOnce } from '../features/analytics/use-conversion-once.ts';
import { BookingConfirmation } from '../features/booking/booking-confirmation.tsx';

/** /booking-confirmation: after booking a call from the contact or company registration page. */
export function BookingConfirmationPage() {
  useConversionOnce('booking_completed');
  return (
    <BookingConfirmation
      heading="Thank you, your call is booked"
      intro={`We look forward to speaking with you. A confirmation with the date, time and call details is on its way to your inbox from ${PRACTICE.name}'s booking calendar.`}
      steps={[
        {
          title: 'Check your inbox',
          text: 'Your confirmation email holds a calendar invitation and the details for joining the call. If it has not arrived within a few minutes, check your spam folder.',
        },
        {
          title: 'We prepare for your call',
          text: 'An accountant reads the notes you left so the conversation starts with your situation, not a list of questions.',
        },
        {
          title: 'Your free call',
          text: 'We talk through what you need, answer your questions and explain which of our fixed-fee services fit.',
        },
        {
          title: 'Your quote in writing',
          text: 'Within one working day of the call we email a fixed-fee quote with no obligation to go ahead.',
        },
      ]}
      prepare={[
        'A short description of your business or personal tax situation',
        'Your company number or Unique Taxpayer Reference (UTR), if you have one',
        'Any letters or deadlines from HMRC or Companies House',
      ]}
    />
  );
}
