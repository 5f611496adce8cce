// A live list of the widgets' acct-* events with their detail, newest first.
import { formatTime, h } from './dom.ts';

const MAX_ENTRIES = 50;

export type EventLog = { record: (event: Event) => void; clear: () => void };

export function createEventLog(list: HTMLOListElement, empty: HTMLElement): EventLog {
  const sync = () => {
    empty.hidden = list.childElementCount > 0;
  };
  sync();
  return {
    record(event) {
      const detail = event instanceof CustomEvent ? event.detail : undefined;
      const source = event.target instanceof Element ? event.target.localName : '';
      const entry = h(
        'li',
        { class: 'log-entry', 'data-event': event.type },
        h(
          'p',
          { class: 'log-meta' },
          h('span', { class: 'log-name' }, event.type),
          source ? h('span', { class: 'log-source' }, ` from <${source}>`) : '',
          h(
            'time',
            { class: 'log-time', datetime: new Date().toISOString() },
            formatTime(new Date()),
          ),
        ),
        h('pre', { class: 'log-detail' }, JSON.stringify(detail, null, 2) ?? 'undefined'),
      );
      list.prepend(entry);
      while (list.childElementCount > MAX_ENTRIES) list.lastElementChild?.remove();
      sync();
    },
    clear() {
      list.replaceChildren();
      sync();
    },
  };
}

/** Listens on a container: the events bubble and are composed, so they reach it from any element. */
export function listenForWidgetEvents(
  container: EventTarget,
  types: readonly string[],
  log: EventLog,
): void {
  for (const type of types) container.addEventListener(type, (event) => log.record(event));
}
