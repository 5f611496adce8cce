// The guides: Markdown files in site/content/guides/, each with its front matter (title,
// description, the date it was written and last reviewed, and the calculator page it goes with).
// Their metadata reaches the route table through guide-index.ts, which `npm run guides` writes from
// the front matter; their bodies are rendered at build time (scripts/guides.ts).
import { GUIDE_INDEX } from './guide-index.ts';

export type GuideMeta = {
  /** The file's name and the page's path under /guides. */
  slug: string;
  title: string;
  description: string;
  /** When it was written, YYYY-MM-DD. */
  date: string;
  /** When an accountant last checked it against the law, YYYY-MM-DD. */
  reviewedOn: string;
  /**
   * The page of the calculator it goes with: the guide and the calculator link to each other once a
   * route of the site has that path.
   */
  calculator: string;
};

export const GUIDES: readonly GuideMeta[] = GUIDE_INDEX;

export const GUIDES_PATH = '/guides';

export function guidePath(slug: string): string {
  return `${GUIDES_PATH}/${slug}`;
}

/** The guides that go with a calculator's page. */
export function guidesFor(calculatorPath: string): GuideMeta[] {
  return GUIDES.filter((guide) => guide.calculator === calculatorPath);
}
