import type { CompetitionFrame, PublicOfficial } from '@floorcraft/domain';
import { PlainPageText } from '../../components/plain/plain-page-text';

interface AboutContentProps {
  frame: CompetitionFrame;
  text: string;
  officials: PublicOfficial[];
}

/** About the competition: the organizers' text, then its officials with roles, photos and bios. */
export function AboutContent({ frame, text, officials }: AboutContentProps) {
  return (
    <>
      {frame.metadata.tagline && <p className="fc-lead">{frame.metadata.tagline}</p>}
      <PlainPageText text={text} />
      {officials.length > 0 && (
        <>
          <h2>Officials</h2>
          <ul className="fc-cards">
            {officials.map((official) => (
              <li key={official.key} className="fc-card">
                <div className="fc-person">
                  {official.photoURL && (
                    // Sized in the HTML so the grid never shifts as photos arrive.
                    <img
                      className="fc-avatar"
                      src={official.photoURL}
                      alt={official.name}
                      width={56}
                      height={56}
                      loading="lazy"
                    />
                  )}
                  <div>
                    <p className="fc-strong">{official.name}</p>
                    <p className="fc-muted fc-small">{official.role}</p>
                  </div>
                </div>
                {official.bio && <p>{official.bio}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
