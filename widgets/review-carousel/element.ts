import { reviewCarouselApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import styles from './styles.css?inline';
import { ReviewCarousel } from './component.tsx';

export const ReviewCarouselElement = defineWidgetElement({
  api: reviewCarouselApi,
  component: ReviewCarousel,
  styles: [sharedStyles, styles],
});
