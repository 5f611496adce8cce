// The per-widget page: attribute and theme controls that update the live element in place, a log
// of its events, the embed snippet for the current settings and narrow / wide, light / dark previews.
import { WIDGETS } from 'virtual:acct-widget-catalogue';
import {
  FONT_CHOICES,
  darkTheme,
  lightTheme,
  type AttributeControl,
  type ThemeProperty,
  type WidgetInfo,
} from './catalogue.ts';
import { byId, copyText, h } from './dom.ts';
import { createEventLog, listenForWidgetEvents } from './event-log.ts';
import { buildSnippet, DEFAULT_SNIPPET_FORMAT, type SnippetOptions } from './snippet.ts';

type State = {
  attributes: Map<string, string>;
  theme: Map<string, string>;
  format: SnippetOptions['format'];
  width: 'wide' | 'narrow';
  scheme: 'light' | 'dark';
};

const CONSENT_KEYS = ['cookie-consent', 'cookie-consent-date'];

function initialState(widget: WidgetInfo, element: Element): State {
  return {
    attributes: new Map(
      widget.attributes.map((control) => [control.name, element.getAttribute(control.name) ?? '']),
    ),
    theme: new Map(Object.entries(lightTheme(widget))),
    format: DEFAULT_SNIPPET_FORMAT,
    width: 'wide',
    scheme: 'light',
  };
}

/** Only what differs from the widget's defaults goes on the element and into the snippet. */
function themeOverrides(widget: WidgetInfo, state: State): Array<[string, string]> {
  const defaults = lightTheme(widget);
  return [...state.theme].filter(([name, value]) => value !== (defaults[name] ?? ''));
}

function field(id: string, label: Node[], control: HTMLElement, hint?: string): HTMLElement {
  if (hint) control.setAttribute('aria-describedby', `${id}-hint`);
  return h(
    'div',
    { class: 'field' },
    h('label', { for: id }, ...label),
    control,
    hint ? h('p', { class: 'hint', id: `${id}-hint` }, hint) : '',
  );
}

function attributeField(control: AttributeControl, value: string): HTMLElement {
  const id = `attr-${control.name}`;
  const label = [document.createTextNode(`${control.label} `), h('code', {}, control.name)];
  if (control.kind === 'select') {
    const select = h(
      'select',
      { id, name: control.name, 'data-attribute': control.name },
      ...control.options.map((option) =>
        h('option', { value: option.value, selected: option.value === value }, option.label),
      ),
    );
    return field(id, label, select, control.hint);
  }
  const input = h('input', {
    id,
    name: control.name,
    type: 'text',
    inputmode: 'url',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: control.placeholder,
    'data-attribute': control.name,
  });
  input.value = value;
  return field(id, label, input, control.hint);
}

function themeField(property: ThemeProperty, value: string): HTMLElement {
  const id = `theme${property.name.replace(/^--acct/, '')}`;
  const label = [document.createTextNode(`${property.label} `), h('code', {}, property.name)];
  if (property.kind === 'color') {
    const input = h('input', { id, type: 'color', 'data-property': property.name });
    input.value = value;
    return field(id, label, input);
  }
  if (property.kind === 'font') {
    const select = h(
      'select',
      { id, 'data-property': property.name },
      ...FONT_CHOICES.map((choice) =>
        h('option', { value: choice.value, selected: choice.value === value }, choice.label),
      ),
    );
    return field(id, label, select);
  }
  const input = h('input', {
    id,
    type: 'range',
    min: '0',
    max: '24',
    step: '1',
    'data-property': property.name,
    'data-unit': 'px',
  });
  input.value = String(parseInt(value, 10) || 0);
  const output = h('output', { for: id, class: 'range-value', id: `${id}-value` }, value);
  const wrapper = field(id, label, input);
  wrapper.classList.add('field-range');
  wrapper.append(output);
  return wrapper;
}

function choiceGroup(
  legend: string,
  name: string,
  choices: ReadonlyArray<{ value: string; label: string }>,
  current: string,
): HTMLFieldSetElement {
  return h(
    'fieldset',
    { class: 'choice-group' },
    h('legend', {}, legend),
    ...choices.map((choice) =>
      h(
        'label',
        { class: 'choice' },
        h('input', {
          type: 'radio',
          name,
          value: choice.value,
          checked: choice.value === current,
        }),
        h('span', {}, choice.label),
      ),
    ),
  );
}

function renderControls(form: HTMLFormElement, widget: WidgetInfo, state: State) {
  const sections: HTMLElement[] = [];
  if (widget.attributes.length) {
    sections.push(
      h(
        'fieldset',
        { class: 'control-group' },
        h('legend', {}, 'Attributes'),
        ...widget.attributes.map((control) =>
          attributeField(control, state.attributes.get(control.name) ?? ''),
        ),
      ),
    );
  }
  if (widget.tag === 'acct-cookie-consent') {
    sections.push(
      h(
        'fieldset',
        { class: 'control-group' },
        h('legend', {}, 'Stored choice'),
        h(
          'p',
          { class: 'hint' },
          'The choice lives in this browser’s local storage under ',
          h('code', {}, 'cookie-consent'),
          ' and ',
          h('code', {}, 'cookie-consent-date'),
          '.',
        ),
        h('pre', { class: 'stored-consent', id: 'stored-consent', tabindex: '0' }),
        h(
          'div',
          { class: 'button-row' },
          h(
            'button',
            { type: 'button', class: 'button', id: 'open-preferences' },
            'Open cookie preferences',
          ),
          h(
            'button',
            { type: 'button', class: 'button button-quiet', id: 'forget-consent' },
            'Forget stored choice',
          ),
        ),
      ),
    );
  }
  sections.push(
    h(
      'fieldset',
      { class: 'control-group theme-group' },
      h('legend', {}, 'Theme (CSS custom properties)'),
      ...widget.theme.map((property) => themeField(property, state.theme.get(property.name) ?? '')),
    ),
    h(
      'div',
      { class: 'control-group preview-group' },
      choiceGroup(
        'Preview width',
        'preview-width',
        [
          { value: 'wide', label: 'Wide' },
          { value: 'narrow', label: 'Narrow (320 px)' },
        ],
        state.width,
      ),
      choiceGroup(
        'Colour scheme',
        'preview-scheme',
        [
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ],
        state.scheme,
      ),
    ),
    h(
      'div',
      { class: 'button-row' },
      h('button', { type: 'reset', class: 'button button-quiet' }, 'Reset all settings'),
    ),
  );
  form.replaceChildren(h('h2', { id: 'controls-heading' }, 'Settings'), ...sections);
}

/** Applies the settings; returns the element on the page afterwards (it may be a fresh one). */
function applyToElement(current: HTMLElement, widget: WidgetInfo, state: State): HTMLElement {
  let element = current;
  const removed = widget.attributes.filter(
    (control) =>
      (state.attributes.get(control.name) ?? '') === '' && element.hasAttribute(control.name),
  );
  if (removed.length) {
    // The elements ignore an attribute's removal (their wrapper only reacts to new values), so a
    // cleared setting takes effect on a fresh element, as it would on a freshly loaded page.
    const fresh = element.cloneNode(false) as HTMLElement;
    for (const control of removed) fresh.removeAttribute(control.name);
    element.replaceWith(fresh);
    element = fresh;
  }
  for (const control of widget.attributes) {
    const value = state.attributes.get(control.name) ?? '';
    if (value !== '' && element.getAttribute(control.name) !== value) {
      element.setAttribute(control.name, value);
    }
  }
  const overrides = new Map(themeOverrides(widget, state));
  for (const property of widget.theme) {
    const value = overrides.get(property.name);
    if (value) element.style.setProperty(property.name, value);
    else element.style.removeProperty(property.name);
  }
  return element;
}

function readStoredConsent(): string {
  const lines = CONSENT_KEYS.map((key) => `${key}: ${localStorage.getItem(key) ?? '(not set)'}`);
  return lines.join('\n');
}

function start() {
  const tag = document.body.dataset.widget ?? '';
  const widget = WIDGETS.find((candidate) => candidate.tag === tag);
  if (!widget) throw new Error(`Unknown widget ${tag}`);
  const stage = byId<HTMLDivElement>('stage');
  const form = byId<HTMLFormElement>('controls');
  const snippetCode = byId<HTMLElement>('snippet-code');
  const copyButton = byId<HTMLButtonElement>('copy-snippet');
  const copyStatus = byId<HTMLElement>('copy-status');
  const formatGroup = byId<HTMLElement>('snippet-format');
  let element = stage.querySelector<HTMLElement>(tag);
  if (!element) throw new Error(`The stage has no <${tag}>`);
  const markup = element.cloneNode(false) as HTMLElement;
  let state = initialState(widget, element);

  const log = createEventLog(byId<HTMLOListElement>('event-log'), byId('event-log-empty'));
  listenForWidgetEvents(stage, widget.events, log);
  byId('clear-log').addEventListener('click', () => log.clear());

  const update = () => {
    if (!element) return;
    element = applyToElement(element, widget, state);
    stage.dataset.width = state.width;
    stage.dataset.scheme = state.scheme;
    snippetCode.textContent = buildSnippet({
      origin: location.origin,
      tag,
      format: state.format,
      attributes: [...state.attributes],
      theme: themeOverrides(widget, state),
      space: widget.space,
    });
    const stored = document.getElementById('stored-consent');
    if (stored) stored.textContent = readStoredConsent();
  };

  renderControls(form, widget, state);
  update();

  form.addEventListener('submit', (event) => event.preventDefault());
  const onControl = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    // Text fields apply on change (blur or Enter) so an endpoint is not fetched per keystroke.
    if (event.type === 'input' && target instanceof HTMLInputElement && target.type === 'text') {
      return;
    }
    const { attribute, property, unit } = target.dataset;
    if (attribute) state.attributes.set(attribute, target.value.trim());
    else if (property) {
      state.theme.set(property, `${target.value}${unit ?? ''}`);
      const output = document.getElementById(`${target.id}-value`);
      if (output) output.textContent = `${target.value}${unit ?? ''}`;
    } else if (target.name === 'preview-width') state.width = target.value as State['width'];
    else if (target.name === 'preview-scheme') {
      state.scheme = target.value as State['scheme'];
      // A scheme is a starting palette: it replaces the colours, keeps font and radius.
      const palette = state.scheme === 'dark' ? darkTheme(widget) : lightTheme(widget);
      for (const property of widget.theme) {
        if (property.kind !== 'color') continue;
        const value = palette[property.name] ?? '';
        state.theme.set(property.name, value);
        const input = form.querySelector<HTMLInputElement>(`[data-property="${property.name}"]`);
        if (input) input.value = value;
      }
    }
    update();
  };
  form.addEventListener('input', onControl);
  form.addEventListener('change', onControl);
  form.addEventListener('reset', (event) => {
    event.preventDefault();
    const format = state.format;
    state = { ...initialState(widget, markup), format };
    renderControls(form, widget, state);
    update();
  });

  formatGroup.addEventListener('change', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.name === 'snippet-format') {
      state.format = event.target.value as State['format'];
      update();
    }
  });

  copyButton.addEventListener('click', async () => {
    const copied = await copyText(snippetCode.textContent ?? '');
    copyStatus.textContent = copied
      ? 'Snippet copied to the clipboard.'
      : 'Copying was refused: select the snippet and press Ctrl+C (⌘C on a Mac).';
  });

  form.addEventListener('click', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    if (event.target.id === 'open-preferences') {
      window.dispatchEvent(new CustomEvent('acct-open-cookie-preferences'));
    }
    if (event.target.id === 'forget-consent' && element) {
      for (const key of CONSENT_KEYS) localStorage.removeItem(key);
      // A fresh element reads the (now empty) storage again and shows the banner.
      const fresh = element.cloneNode(false) as HTMLElement;
      element.replaceWith(fresh);
      element = fresh;
      update();
    }
  });
  if (widget.tag === 'acct-cookie-consent') {
    stage.addEventListener('acct-consent-change', () => queueMicrotask(update));
  }
}

start();
