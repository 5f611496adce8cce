import { THEME_PROPERTIES } from '../shared/runtime/shared-api.ts';
import { declareWidget } from '../shared/runtime/widget-api.ts';

export const cookieConsentApi = declareWidget({
  tag: 'acct-cookie-consent',
  name: 'Cookie consent',
  description:
    'The cookie banner and preferences dialog, with Google Consent Mode v2 updates and a stored choice.',
  className: 'AcctCookieConsentElement',
  attributes: [
    {
      name: 'privacy-url',
      type: { kind: 'url' },
      label: 'Cookie policy URL',
      summary: 'Linked from the banner and the dialog.',
      description: "Links 'cookie policy' in the banner and the dialog.",
      example: '/privacy',
      preset: '/privacy',
    },
  ],
  events: [
    {
      name: 'acct-consent-change',
      detailType: 'AcctConsentChangeDetail',
      description:
        'The visitor makes or changes a choice in the banner or the dialog (never on load).',
    },
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [
    { name: 'banner', description: 'the bottom banner' },
    {
      name: 'button',
      description: 'every button (also `reject`, `manage`, `accept`, `cancel`, `save`)',
    },
    { name: 'reject', description: 'the Reject All button' },
    { name: 'manage', description: 'the Manage button' },
    { name: 'accept', description: 'the Accept All button' },
    { name: 'cancel', description: 'the dialog’s Cancel button' },
    { name: 'save', description: 'the dialog’s Save Preferences button' },
    { name: 'overlay', description: 'the dialog backdrop' },
    { name: 'dialog', description: 'the dialog' },
    { name: 'category', description: 'each category row' },
    { name: 'switch', description: 'each switch' },
  ],
});
