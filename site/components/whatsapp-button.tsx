import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { whatsappLink } from '../content/practice.ts';
import { WhatsAppIcon } from './icons.tsx';

/** Every WhatsApp link of a page is a wa.me chat link (practice.ts `whatsappLink`). */
const WHATSAPP_LINKS = 'a[href^="https://wa.me/"]';
/** Where the button would sit over text that matters: the footer and the contact strip. */
const QUIET_ZONES = 'footer, [data-contact-strip]';

/**
 * The round chat button fixed to the corner of pages that offer it: the one WhatsApp entry a visitor
 * sees at a time. It shows once the visitor has scrolled past the first screen (where it would sit
 * on the hero's text) and hides again while another WhatsApp link is in view (a hero's button) or
 * the contact strip or footer is (their text), so two WhatsApp buttons never share the screen. It
 * rises above the cookie banner while the banner floats there (a translation, not a layout shift).
 */
export function FloatingWhatsApp({ message }: { message?: string }) {
  const { pathname } = useLocation();
  const self = useRef<HTMLAnchorElement>(null);
  // Hidden in the prerendered page and until the page's own links are known.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const seen = new Set<Element>();
    let scrolled = false;
    const update = () => setShown(scrolled && seen.size === 0);
    const onScroll = () => {
      const past = window.scrollY > window.innerHeight * 0.6;
      if (past !== scrolled) {
        scrolled = past;
        update();
      }
    };
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) seen.add(entry.target);
        else seen.delete(entry.target);
      }
      update();
    });
    // The page's own links render with it, after this effect's first frame on a client navigation.
    const frame = requestAnimationFrame(() => {
      for (const element of document.querySelectorAll(`${WHATSAPP_LINKS}, ${QUIET_ZONES}`)) {
        if (element !== self.current) observer.observe(element);
      }
      onScroll();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);

  return (
    <a
      ref={self}
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      hidden={!shown}
      data-floating-whatsapp=""
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
      className="fixed right-4 bottom-6 z-40 flex size-14 -translate-y-[var(--acct-consent-banner-height,0px)] items-center justify-center rounded-full bg-[#1f7a4a] text-white shadow-lg ring-4 ring-white transition-transform hover:scale-105 sm:right-6 [&[hidden]]:hidden"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
}
