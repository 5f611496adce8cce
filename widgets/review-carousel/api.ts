import { THEME_PROPERTIES } from '../shared/runtime/shared-api.ts';
import { declareWidget } from '../shared/runtime/widget-api.ts';

export const reviewCarouselApi = declareWidget({
  tag: 'acct-review-carousel',
  name: 'Review carousel',
  description:
    'Client reviews from an endpoint of your choice, labelled as live, or a dated snapshot labelled with its month whenever the endpoint is unset or fails.',
  className: 'AcctReviewCarouselElement',
  reservedHeight: 'clamp(26.6em, calc(41.9em - 35cqw), 35em)',
  attributes: [
    {
      name: 'reviews-endpoint',
      type: { kind: 'url' },
      label: 'Reviews endpoint',
      summary:
        'URL that answers a POST of { placeId } with reviews. Empty shows the dated snapshot.',
      description:
        'Where reviews are POSTed for, as `{ "placeId": "…" }` (the site uses `${VITE_SUPABASE_URL}/functions/v1/google-reviews`). Its answer is labelled “Rating and reviews from Google”. Without it, or when it fails, the built-in snapshot is shown, labelled “Google reviews as of” and its month. Changing it fetches again.',
      example: 'https://your-project.supabase.co/functions/v1/google-reviews',
    },
    {
      name: 'place-id',
      type: { kind: 'string' },
      label: 'Google place id',
      summary: 'Sent to the endpoint as placeId.',
      description:
        'A Google place id, sent to the endpoint as `placeId`. Changing it fetches again.',
      example: 'ChIJ…',
    },
  ],
  events: [],
  cssProperties: [
    ...THEME_PROPERTIES,
    {
      name: '--acct-color-star',
      syntax: '<color>',
      default: '#b7791f',
      label: 'Stars',
      description: 'the rating stars',
    },
  ],
  parts: [
    { name: 'root', description: 'the section' },
    { name: 'title', description: 'the heading' },
    { name: 'summary', description: 'the average rating and total' },
    {
      name: 'source',
      description: 'where the reviews come from: live from Google, or the snapshot and its date',
    },
    { name: 'stars', description: 'each star rating' },
    { name: 'card', description: 'each review card' },
    { name: 'button', description: 'every button (also `previous`, `next`, `toggle`)' },
    { name: 'previous', description: 'the previous-review button' },
    { name: 'next', description: 'the next-review button' },
    { name: 'toggle', description: 'each ‘Read more’ / ‘Show less’ button' },
    { name: 'dot', description: 'each dot button' },
    { name: 'controls', description: 'the navigation row' },
    { name: 'loading', description: 'the loading state' },
  ],
});
