// Generated when the demo is built, from the widgets' declared APIs (scripts/build-demo-catalogue.ts).
declare module 'virtual:acct-widget-catalogue' {
  import type { WidgetInfo } from './catalogue.ts';

  export const WIDGETS: readonly WidgetInfo[];
}
