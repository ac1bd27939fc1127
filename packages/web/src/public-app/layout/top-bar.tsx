import type { CompetitionFrame } from '@floorcraft/domain';
import { useState } from 'react';
import { topBarLinks } from '../../app/layout/top-bar-links';
import { hrefFor } from '../../config/paths';
import { useHydrated } from '../../hooks/use-hydrated';
import { readableTextColor } from '../../lib/readable-color';

interface TopBarProps {
  frame: CompetitionFrame;
  slug: string | undefined;
  now: string;
  running: boolean;
}

/**
 * Spec §2 top bar, as plain HTML for the server-rendered pages (ADR 044):
 * the competition's name in its colour, the six information links, and the
 * action button: "Register" while registration is open (issue 25 item 5:
 * showing results never hides it; the results are then a link of the menu),
 * "See Results" once it has closed and results are shown. While the
 * competition is running a "Live" link leads the others. On small screens the
 * links fold into a menu (the toggle works once the page has hydrated).
 */
export function TopBar({ frame, slug, now, running }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const { metadata } = frame;
  const { action, links: shown } = topBarLinks(metadata, now, running);
  const links = shown.map(({ label, route }) => (
    <a key={route} href={hrefFor(route, slug)} className="fc-bar-link">
      {label}
    </a>
  ));
  return (
    <header data-testid="top-bar" className="fc-bar">
      <div className="fc-container fc-bar-row">
        <a
          href={hrefFor('home', slug)}
          className="fc-bar-name"
          style={{ color: readableTextColor(metadata.primaryColor) }}
        >
          {metadata.fullName}
        </a>
        <nav aria-label="Competition" className="fc-bar-links">
          {links}
        </nav>
        <div className="fc-bar-actions">
          <a href={hrefFor(action.route, slug)} className="fc-button fc-button-pill">
            {action.label}
          </a>
          <button
            type="button"
            className="fc-burger"
            onClick={() => setMenuOpen((open) => !open)}
            // It opens the menu once the script has taken the page over: a disabled toggle
            // says so, rather than a tap that does nothing.
            disabled={!hydrated}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="top-bar-menu"
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="top-bar-menu" aria-label="Competition" className="fc-container fc-bar-menu">
          {links}
        </nav>
      )}
    </header>
  );
}
