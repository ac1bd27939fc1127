import { competitionTimeZone, formatInZone, type CompetitionFrame } from '@floorcraft/domain';
import { PlainPageText } from '../../components/plain/plain-page-text';
import { formatDateRange } from '../../lib/format-dates';

/**
 * Competition details: dates and registration deadlines in the competition's
 * zone (ADR 019: early price until the early deadline, normal price until the
 * open deadline, late price until registration closes), then the organizers' text.
 */
export function DetailsContent({ frame, text }: { frame: CompetitionFrame; text: string }) {
  const { metadata } = frame;
  const zone = competitionTimeZone(metadata);
  const deadlines: [string, string | undefined][] = [
    ['Early registration ends:', metadata.dateRegistrationEarly],
    ['Normal registration ends:', metadata.dateRegistrationOpen],
    ['Registration closes:', metadata.dateRegistrationClosed],
  ];
  return (
    <>
      <ul className="fc-list">
        <li>
          <span className="fc-strong">Dates:</span>{' '}
          {formatDateRange(metadata.startDate, metadata.endDate)}
        </li>
        {deadlines.map(
          ([label, instant]) =>
            instant && (
              <li key={label}>
                <span className="fc-strong">{label}</span> {formatInZone(instant, zone)}
              </li>
            ),
        )}
      </ul>
      <PlainPageText text={text} />
    </>
  );
}
