import { mount } from 'svelte';
import { loadWidgetsLate } from '../load-widgets.ts';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') as HTMLElement });
loadWidgetsLate();
