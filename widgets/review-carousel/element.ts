import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import styles from './styles.css?inline';
import { ReviewCarousel } from './component.tsx';

export const ReviewCarouselElement = defineWidgetElement({
  tag: 'acct-review-carousel',
  component: ReviewCarousel,
  attributes: { reviewsEndpoint: 'string', placeId: 'string' },
  styles: [sharedStyles, styles],
});
