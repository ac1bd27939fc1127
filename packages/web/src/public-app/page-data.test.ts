import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from './page-data';
import { renderTestPage, textsOf } from './render-test-page';

const ATTACK = 'Bring shoes.</script><script>alert(1)</script>\u2028<!-- done';

/** What an organizer types into a page text stays text, in the markup and in the inlined data. */
describe('a page text holding markup', () => {
  it('is shown as text, never as elements', () => {
    const rendered = renderTestPage({ path: '/rules', text: ATTACK });
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(textsOf('main .fc-page-text p').join('')).toContain(
      '</script><script>alert(1)</script>',
    );
  });

  it('cannot end the data script early, and reads back exactly as typed', () => {
    const rendered = renderTestPage({ path: '/rules', text: ATTACK });
    expect(rendered.data).not.toMatch(/[<\u2028\u2029]/);
    // The page as the server sends it: the data inside its script element, parsed as HTML.
    const parsed = new DOMParser().parseFromString(
      `<div id="root">${rendered.html}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ID}">${rendered.data}</script>`,
      'text/html',
    );
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    const data = JSON.parse(parsed.getElementById(PAGE_DATA_ID)!.textContent) as {
      view: { text: string };
    };
    expect(data.view.text).toBe(ATTACK);
  });
});
