// The page's entry: React, the stylesheet, and the app started in a task of its own. Lighthouse's
// blocking time counts each task's time beyond 50 ms, so React's evaluation and the app's (the
// route table, content, layout and router: start.tsx, in a chunk of its own that every page
// preloads) are two shorter tasks rather than one long one (docs/performance.md, "Start-up").
// Run here for its effect: React's packages are CommonJS, run where first required.
import 'react-dom/client';
import { applyRestOfStylesheet } from './lib/rest-of-stylesheet.ts';
import './styles.css';
// Each calculator's own light-DOM stylesheet, found by its folder (the shared ones and the other
// widgets' come in through styles.css): the site's build puts them into its one stylesheet.
import.meta.glob('../calculators/*/widget/*.css', { eager: true });

applyRestOfStylesheet();

void import('./start.tsx');
