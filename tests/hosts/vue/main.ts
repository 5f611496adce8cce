// A Vue 3 host app. Templates are compiled in the browser here, so the custom elements are declared
// through `app.config.compilerOptions.isCustomElement`; with single-file components the same
// function goes in the Vue plugin's `template.compilerOptions`.
import { createApp, ref } from 'vue';
import { describeEvent, loadWidgetsLate } from '../load-widgets.ts';

const app = createApp({
  setup() {
    const shown = ref(true);
    const taxYear = ref('2025-26');
    const log = ref<string[]>([]);
    const record = (event: Event) => log.value.push(describeEvent(event));
    return { shown, taxYear, log, record };
  },
  template: `
    <h1>Vue host</h1>
    <button id="toggle" type="button" @click="shown = !shown">Toggle widgets</button>
    <button id="next-year" type="button" @click="taxYear = '2026-27'">Next tax year</button>
    <template v-if="shown">
      <acct-director-calculator
        :tax-year="taxYear"
        :bookingUrl.prop="'/contact#booking-widget'"
        @acct-calculate="record"
      ></acct-director-calculator>
      <acct-cookie-consent privacy-url="/privacy-cookies" @acct-consent-change="record"></acct-cookie-consent>
    </template>
    <ul id="log"><li v-for="line in log">{{ line }}</li></ul>
  `,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('acct-');
app.mount('#app');
loadWidgetsLate();
