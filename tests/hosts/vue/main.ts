import { createApp } from 'vue';
import { loadWidgetsLate } from '../load-widgets.ts';
import App from './App.vue';

createApp(App).mount('#app');
loadWidgetsLate();
