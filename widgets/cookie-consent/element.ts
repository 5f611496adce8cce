import { cookieConsentApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { CookieConsent } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import styles from './styles.css?inline';

export const CookieConsentElement = defineWidgetElement({
  api: cookieConsentApi,
  component: CookieConsent,
  styles: [sharedStyles, styles],
});
