import { groupedCode } from '@floorcraft/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RegistrationConfirmation } from '@floorcraft/domain';
import type { PendingPartnership, RegisteredDancer } from '../../lib/api/registrations';
import { RegistrationSummary } from './registration-summary';

interface RegistrationDoneProps {
  dancers: readonly RegisteredDancer[];
  /** Registered partners asked to dance with the new dancer: not entered until they accept. */
  requests: readonly PendingPartnership[];
  /** Events, fee lines, what is owed and how to pay (issue 25 item 10). */
  confirmation: RegistrationConfirmation;
  updateEntriesHref: string;
  onAnother: () => void;
}

/**
 * After registering: each new dancer's competitor code, shown large, where
 * to use it, and where the registration stands (events, fees, how to pay).
 */
export function RegistrationDone({
  dancers,
  requests,
  confirmation,
  updateEntriesHref,
  onAnother,
}: RegistrationDoneProps) {
  return (
    <Stack gap="md">
      <Alert color="green" role="status" title="You are registered">
        Each dancer’s competitor code is below, and it was mailed to them too. With your email and
        code you can add or drop events, find a partner, or correct your details on the{' '}
        {/* Darker than the default link blue: on the green alert that is 4.37:1 (axe, AA 4.5). */}
        <Anchor component={Link} to={updateEntriesHref} c="blue.9" underline="always">
          update entries page
        </Anchor>
        .
      </Alert>
      {requests.map((request) => (
        <Alert
          key={request.partnerName}
          color="blue"
          role="status"
          title={`Waiting for ${request.partnerName}`}
        >
          {request.partnerName} is already registered, so we asked them by email to accept dancing{' '}
          {request.eventNames.join(', ')} with you. You are entered in those events, and charged for
          them, once they accept; until then you can withdraw the request on the update entries
          page.
        </Alert>
      ))}
      <ul aria-label="Competitor codes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {dancers.map((dancer) => (
          <li key={dancer.competitorId} style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
            <Text>{dancer.name}’s competitor code:</Text>
            <Text
              component="strong"
              ff="monospace"
              fz="1.75rem"
              fw={700}
              data-testid="competitor-code"
              style={{ letterSpacing: '0.15em' }}
            >
              {groupedCode(dancer.code)}
            </Text>
          </li>
        ))}
      </ul>
      <RegistrationSummary confirmation={confirmation} />
      <Text size="sm" c="gray.8">
        Keep the code to yourself: with your email it lets anyone change your entries.
      </Text>
      <div>
        <Button variant="default" onClick={onAnother}>
          Register another dancer
        </Button>
      </div>
    </Stack>
  );
}
