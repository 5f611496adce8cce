// The strict-CSP sample: reports any policy violation on the page and logs the widgets' events.
import { byId, h } from '../scripts/dom.ts';
import { createEventLog, listenForWidgetEvents } from '../scripts/event-log.ts';

type Violation = { directive: string; blocked: string; source: string };
/** Chromium's CSPViolationReportBody, which TypeScript's DOM library does not declare. */
type CspReportBody = {
  effectiveDirective?: string;
  blockedURL?: string;
  sourceFile?: string | null;
  lineNumber?: number | null;
};

const status = byId('violation-status');
const list = byId<HTMLOListElement>('violation-list');
let violations = 0;

function report(violation: Violation) {
  violations += 1;
  status.textContent = `${violations} violation${violations === 1 ? '' : 's'} reported.`;
  status.classList.replace('status-ok', 'status-error');
  list.append(
    h(
      'li',
      {},
      h('code', {}, violation.directive),
      ` blocked ${violation.blocked || 'inline content'}`,
      violation.source ? ` (${violation.source})` : '',
    ),
  );
}

// Widget scripts may run before this module, so read the buffered reports as well as later ones.
if (typeof ReportingObserver === 'function') {
  new ReportingObserver(
    (reports) => {
      for (const entry of reports) {
        const body = entry.body as CspReportBody | null;
        if (entry.type !== 'csp-violation' || !body) continue;
        report({
          directive: body.effectiveDirective ?? '',
          blocked: body.blockedURL ?? '',
          source: body.sourceFile ? `${body.sourceFile}:${body.lineNumber ?? 0}` : '',
        });
      }
    },
    { types: ['csp-violation'], buffered: true },
  ).observe();
} else {
  document.addEventListener('securitypolicyviolation', (event) =>
    report({
      directive: event.effectiveDirective,
      blocked: event.blockedURI,
      source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
    }),
  );
}

// Reports arrive in batches; give the page a moment to settle before declaring it clean. Any later
// violation replaces this message.
window.addEventListener('load', () => {
  window.setTimeout(() => {
    if (violations === 0) status.textContent = 'No violations reported.';
  }, 1000);
});

const log = createEventLog(byId<HTMLOListElement>('event-log'), byId('event-log-empty'));
listenForWidgetEvents(document, ['acct-calculate', 'acct-consent-change'], log);
byId('clear-log').addEventListener('click', () => log.clear());
