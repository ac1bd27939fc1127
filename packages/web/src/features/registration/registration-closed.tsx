import {
  registrationClosedSentence,
  type CompetitionFrame,
  type RegistrationStanding,
} from '@floorcraft/domain';
import { PlainAlert } from '../../components/plain/plain-alert';

interface RegistrationClosedProps {
  standing: RegistrationStanding;
  metadata: Pick<CompetitionFrame['metadata'], 'dateRegistrationClosed' | 'timeZone'>;
}

/** /register while registration is closed: when it closed, on the competition's clock. */
export function RegistrationClosed({ standing, metadata }: RegistrationClosedProps) {
  return (
    <PlainAlert color="gray" role="status" title="Registration is closed">
      {registrationClosedSentence(standing, metadata)} To change an entry now, write to the
      organizers.
    </PlainAlert>
  );
}
