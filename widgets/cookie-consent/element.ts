import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import styles from './styles.css?inline';
import { CookieConsent } from './component.tsx';

export const CookieConsentElement = defineWidgetElement({
  tag: 'acct-cookie-consent',
  component: CookieConsent,
  attributes: { privacyUrl: 'string' },
  styles: [sharedStyles, styles],
});
