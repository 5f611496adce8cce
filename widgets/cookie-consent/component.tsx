import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  ACCEPT_ALL,
  CONSENT_CHANGE_EVENT,
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  OPEN_PREFERENCES_EVENT,
  REJECT_ALL,
  consentSignal,
  refreshConsentFromStorage,
  saveConsent,
  type ConsentState,
} from '../shared/consent/consent-store.ts';
import type { AcctConsentChangeDetail } from '../shared/runtime/events.ts';
import { useWidgetEvent } from '../shared/runtime/widget-host.ts';
import { deepActiveElement, useFocusTrap } from './focus-trap.ts';
import { usePageOwner } from './page-owner.ts';
import { useReservedSpace } from './reserve-space.ts';

export interface CookieConsentProps {
  /** Link to the cookie policy shown in the banner and the dialog. */
  privacyUrl?: string;
  className?: string;
  onConsentChange?: (detail: AcctConsentChangeDetail) => void;
}

type Choice = Omit<ConsentState, 'necessary'>;
type Category = keyof Choice;

const CATEGORIES: ReadonlyArray<{ name: Category; label: string; description: string }> = [
  {
    name: 'analytics',
    label: 'Analytics',
    description: 'Help us understand how visitors use the site, so we can improve it.',
  },
  {
    name: 'marketing',
    label: 'Marketing',
    description: 'Measure our advertising and show you more relevant adverts.',
  },
  {
    name: 'functional',
    label: 'Functional',
    description: 'Remember your preferences and enable features such as booking and chat.',
  },
];

const choiceOf = (consent: ConsentState | undefined): Choice => ({
  analytics: consent?.analytics ?? false,
  marketing: consent?.marketing ?? false,
  functional: consent?.functional ?? false,
});

export function CookieConsent({ privacyUrl, className, onConsentChange }: CookieConsentProps) {
  useSignals();
  const stored = consentSignal.value;
  const owner = usePageOwner();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const emit = useWidgetEvent<AcctConsentChangeDetail>(CONSENT_CHANGE_EVENT, rootRef);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<Choice>(choiceOf(undefined));
  const [restoreFocus, setRestoreFocus] = useState(0);
  const titleId = useId();
  const descriptionId = useId();

  const openDialog = useCallback(() => {
    returnFocusRef.current = deepActiveElement();
    setDraft(choiceOf(consentSignal.value?.consent));
    setDialogOpen(true);
  }, []);

  const closeDialog = useCallback(() => {
    setDialogOpen(false);
    setRestoreFocus((count) => count + 1);
  }, []);

  // Storage is read only in the browser, after hydration, so server and client render alike.
  useEffect(() => {
    refreshConsentFromStorage();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CONSENT_STORAGE_KEY || event.key === CONSENT_DATE_KEY)
        refreshConsentFromStorage();
    };
    // Another bundle on the page (or the site's own code) may record a choice.
    const onChange = () => refreshConsentFromStorage();
    window.addEventListener('storage', onStorage);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    if (owner) window.addEventListener(OPEN_PREFERENCES_EVENT, openDialog);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
      window.removeEventListener(OPEN_PREFERENCES_EVENT, openDialog);
    };
  }, [openDialog, owner]);

  // Before paint, so focus never rests on the page between the dialog closing and the banner's
  // button taking it back (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    if (restoreFocus === 0) return;
    const target = returnFocusRef.current;
    returnFocusRef.current = null;
    if (target?.isConnected && !target.closest('[hidden]')) target.focus();
  }, [restoreFocus]);

  useFocusTrap(dialogRef, dialogOpen, closeDialog);

  const showBanner = owner && stored === null;
  useReservedSpace(bannerRef, showBanner && !dialogOpen);

  function choose(choice: Choice) {
    const record = saveConsent(choice);
    const detail = { consent: record.consent, date: record.date };
    emit(detail);
    onConsentChange?.(detail);
  }

  if (!showBanner && !(owner && dialogOpen))
    return <div ref={rootRef} className="acct-root acct-consent" />;

  const policyLink = privacyUrl ? (
    <a className="acct-consent__link" href={privacyUrl}>
      cookie policy
    </a>
  ) : (
    'cookie policy'
  );

  return (
    <div ref={rootRef} className={`acct-root acct-consent${className ? ` ${className}` : ''}`}>
      {showBanner ? (
        <section
          ref={bannerRef}
          className="acct-consent__banner"
          part="banner"
          aria-label="Cookie consent"
          hidden={dialogOpen}
        >
          <div className="acct-consent__banner-inner">
            <div className="acct-consent__message">
              <h2 className="acct-consent__heading">Cookies</h2>{' '}
              <p className="acct-consent__summary">
                We use the cookies this site needs, and analytics, marketing and functional cookies
                only if you agree. Read our {policyLink}.
              </p>
            </div>
            <div className="acct-consent__actions">
              <button
                type="button"
                className="acct-button acct-button--primary"
                part="button reject"
                onClick={() => choose(REJECT_ALL)}
              >
                Reject All
              </button>
              <button
                type="button"
                className="acct-button acct-button--secondary"
                part="button manage"
                onClick={openDialog}
              >
                Manage
              </button>
              <button
                type="button"
                className="acct-button acct-button--primary"
                part="button accept"
                onClick={() => choose(ACCEPT_ALL)}
              >
                Accept All
              </button>
            </div>
          </div>
        </section>
      ) : null}
      {dialogOpen ? (
        <div className="acct-consent__overlay" part="overlay">
          <div
            ref={dialogRef}
            className="acct-consent__dialog"
            part="dialog"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={descriptionId}
            tabIndex={-1}
          >
            <h2 className="acct-consent__title" id={titleId}>
              Cookie preferences
            </h2>
            <p className="acct-consent__text" id={descriptionId}>
              Choose which cookies we may use. Necessary cookies are always on. See our {policyLink}{' '}
              for details.
            </p>
            <ul className="acct-consent__list">
              <CategorySwitch
                label="Necessary"
                description="Needed for the site to work, such as remembering this choice. Always on."
                checked
                disabled
              />
              {CATEGORIES.map((category) => (
                <CategorySwitch
                  key={category.name}
                  label={category.label}
                  description={category.description}
                  checked={draft[category.name]}
                  onChange={(checked) =>
                    setDraft((previous) => ({ ...previous, [category.name]: checked }))
                  }
                />
              ))}
            </ul>
            <div className="acct-consent__dialog-actions">
              <button
                type="button"
                className="acct-button acct-button--secondary"
                part="button cancel"
                onClick={closeDialog}
              >
                Cancel
              </button>
              <button
                type="button"
                className="acct-button acct-button--primary"
                part="button save"
                onClick={() => {
                  choose(draft);
                  closeDialog();
                }}
              >
                Save Preferences
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function CategorySwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="acct-consent__category" part="category">
      <div className="acct-consent__category-text">
        <label className="acct-consent__category-label" htmlFor={id}>
          {label}
        </label>
        <p className="acct-consent__category-description" id={`${id}-description`}>
          {description}
        </p>
      </div>
      <input
        id={id}
        className="acct-switch"
        part="switch"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange?.(event.target.checked)}
      />
    </li>
  );
}
