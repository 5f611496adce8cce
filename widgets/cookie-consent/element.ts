import { cookieConsentApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { CookieConsent } from './component.tsx';
import sharedStyles from '../shared/styles.css?inline';
import styles from './styles.css?inline';

export const CookieConsentElement = defineWidgetElement({
  api: cookieConsentApi,
  component: CookieConsent,
  styles: [sharedStyles, styles],
});
