// The guides' metadata the route table reads is generated from their Markdown front matter; a guide
// added or edited without `npm run guides` fails here, as does front matter the build would refuse.
import { describe, expect, it } from 'vitest';
import { generateGuideIndex, guideFiles, readGuide, readGuideIndex } from '../../scripts/guides.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { GUIDES, guidePath } from '../../site/content/guides.ts';

describe('the guides', () => {
  it('site/content/guide-index.ts is what their front matter generates now', async () => {
    expect(readGuideIndex(), 'run `npm run guides`').toBe(await generateGuideIndex());
  });

  it('each has a route of its own, with its title and description', () => {
    expect(GUIDES.length).toBe(guideFiles().length);
    for (const guide of GUIDES) {
      const route = ROUTES.find((candidate) => candidate.path === guidePath(guide.slug));
      expect(route?.heading, guide.slug).toBe(guide.title);
      expect(route?.description, guide.slug).toBe(guide.description);
    }
  });

  it('render from Markdown with a maintained pipeline: headings with ids, tables, links', async () => {
    const [file] = guideFiles();
    const { html } = await readGuide(file!);
    expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(html).toContain('<a href="https://www.legislation.gov.uk/');
    expect(html).not.toContain('---');
  });
});
