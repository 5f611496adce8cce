import { whatsappLink } from '../content/practice.ts';
import { WhatsAppIcon } from './icons.tsx';

/**
 * The round chat button fixed to the corner of pages that offer it; it rises above the cookie
 * banner while the banner floats there (a translation, so the rise is not a layout shift).
 */
export function FloatingWhatsApp({ message }: { message?: string }) {
  return (
    <a
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-24 -translate-y-[var(--acct-consent-banner-height,0px)] z-40 flex size-14 items-center justify-center rounded-full bg-[#1f7a4a] text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 sm:right-6 sm:bottom-6"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
