import { reviewCarouselApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { ReviewCarousel } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import styles from './styles.css?inline';

export const ReviewCarouselElement = defineWidgetElement({
  api: reviewCarouselApi,
  component: ReviewCarousel,
  styles: [sharedStyles, styles],
});
