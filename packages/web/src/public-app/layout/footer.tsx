import type { CompetitionFrame } from '@floorcraft/domain';
import { FLOORCRAFT_VERSION, HELP_URL } from '../../config/version';
import { hasSocials, instagramHandle } from '../../app/layout/socials';

/**
 * Spec §2 footer, as plain HTML for the server-rendered pages (ADR 044):
 * shown only when the competition has socials; links to them, a "Powered by"
 * line with the version, and a help link.
 */
export function Footer({ frame }: { frame: CompetitionFrame }) {
  const socials = frame.metadata.socials;
  if (!hasSocials(socials)) {
    return null;
  }
  const instagram = socials.instagram ? instagramHandle(socials.instagram) : undefined;
  return (
    <footer data-testid="footer" className="fc-footer">
      <div className="fc-container fc-footer-row">
        <nav aria-label="Social media" className="fc-row">
          {socials.website && <a href={socials.website}>Website</a>}
          {socials.facebook && <a href={socials.facebook}>Facebook</a>}
          {instagram && <a href={`https://instagram.com/${instagram}`}>Instagram: {instagram}</a>}
        </nav>
        <p className="fc-small fc-muted">
          Powered by Floorcraft {FLOORCRAFT_VERSION} ·{' '}
          {/* Underlined: inside a sentence, colour alone does not mark a link. */}
          <a href={HELP_URL} className="fc-underline">
            Get help on Discord
          </a>
        </p>
      </div>
    </footer>
  );
}
