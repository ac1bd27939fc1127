import { registrationClosedSentence, type CompetitionState } from '@floorcraft/domain';
import type { RegistrationStanding } from '@floorcraft/domain';
import { Alert } from '@mantine/core';

interface RegistrationClosedProps {
  standing: RegistrationStanding;
  metadata: Pick<CompetitionState['metadata'], 'dateRegistrationClosed' | 'timeZone'>;
}

/**
 * /register while registration is closed: when it closed, on the
 * competition's clock. A module of its own, loaded only when shown, so the
 * zone's formatting stays out of the open form's first load (its budget).
 */
export function RegistrationClosed({ standing, metadata }: RegistrationClosedProps) {
  return (
    <Alert color="gray" role="status" title="Registration is closed">
      {registrationClosedSentence(standing, metadata)} To change an entry now, write to the
      organizers.
    </Alert>
  );
}
