// An Angular 21 host app (zoneless, standalone). CUSTOM_ELEMENTS_SCHEMA lets the template use the
// acct-* elements; `[bookingUrl]` binds a property, `[attr.tax-year]` an attribute, and
// `(acct-calculate)` listens for the widget's event. The widget scripts load after the first
// render, once Angular has set the properties.
import {
  afterNextRender,
  ChangeDetectionStrategy,
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  signal,
} from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import type { AcctTaxYear } from '../../../widgets/acct-widgets.d.ts';
import { describeEvent, loadWidgetsLate } from '../load-widgets.ts';

@Component({
  selector: 'host-app',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  changeDetection: ChangeDetectionStrategy.OnPush,
  template: `
    <h1>Angular host</h1>
    <button id="toggle" type="button" (click)="shown.set(!shown())">Toggle widgets</button>
    <button id="next-year" type="button" (click)="taxYear.set('2026-27')">Next tax year</button>
    @if (shown()) {
      <acct-director-calculator
        [attr.tax-year]="taxYear()"
        [bookingUrl]="bookingUrl"
        (acct-calculate)="record($event)"
      ></acct-director-calculator>
      <acct-cookie-consent
        privacy-url="/privacy-cookies"
        (acct-consent-change)="record($event)"
      ></acct-cookie-consent>
    }
    <ul id="log">
      @for (line of log(); track $index) {
        <li>{{ line }}</li>
      }
    </ul>
  `,
})
export class HostApp {
  readonly shown = signal(true);
  readonly taxYear = signal<AcctTaxYear>('2025-26');
  readonly log = signal<string[]>([]);
  readonly bookingUrl = '/contact#booking-widget';

  constructor() {
    afterNextRender(() => loadWidgetsLate());
  }

  record(event: Event) {
    const line = describeEvent(event);
    this.log.update((lines) => [...lines, line]);
  }
}

bootstrapApplication(HostApp).catch((error: unknown) => console.error(error));
