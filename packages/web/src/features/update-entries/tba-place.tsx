import type { OwnRegistration, PublicView, Seeking } from '@floorcraft/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { TextField } from '../../components/native-fields/text-field';
import type { Registrant } from './use-registrant';

interface TbaPlaceProps {
  seeking: Seeking;
  registrant: Registrant;
  own: OwnRegistration;
  view: PublicView;
  editable: boolean;
  onDrop: () => void;
}

type Finding = 'closed' | 'registered' | 'tba';

/**
 * One TBA place of the dancer (spec §3 placeholder): drop it, enter the event
 * with a registered partner instead, or pair with a dancer on the TBA list
 * of the same event, with that dancer's email and code as their consent.
 */
export function TbaPlace({ seeking, registrant, own, view, editable, onDrop }: TbaPlaceProps) {
  const { change, changing } = registrant;
  const [finding, setFinding] = useState<Finding>('closed');
  const [partnerId, setPartnerId] = useState<string | null>(null);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const where = seeking.eventName;
  const wanted = seeking.role === 'lead' ? 'follow' : 'lead';
  const dancers = Object.values(view.competitors)
    .filter((dancer) => dancer.id !== own.dancer.id)
    .map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const seekers = Object.values(view.registration.seeking)
    .filter((other) => other.eventName === seeking.eventName && other.role === wanted)
    .map((other) => ({
      value: other.competitorId,
      label: view.competitors[other.competitorId]?.name ?? 'A dancer',
    }));

  const enterWithPartner = () =>
    partnerId &&
    change(
      {
        type: 'changeEntries',
        competitorId: own.dancer.id,
        drop: [seeking.eventName],
        add: {
          role: seeking.role,
          partner: { kind: 'registered', id: partnerId },
          events: [seeking.eventName],
        },
      },
      {
        where,
        success: `Asked your partner to dance ${seeking.eventName} with you: you keep your TBA place until they answer, and are entered once they accept.`,
      },
    );
  const pair = () =>
    otherId &&
    change(
      {
        type: 'pairSeekers',
        leadId: seeking.role === 'lead' ? own.dancer.id : otherId,
        followId: seeking.role === 'lead' ? otherId : own.dancer.id,
        eventNames: [seeking.eventName],
      },
      {
        where,
        success: `Paired in ${seeking.eventName}.`,
        partners: [{ email: email.trim(), code: code.trim().toUpperCase() }],
      },
    );

  return (
    <Paper withBorder p="sm" role="group" aria-label={`${seeking.eventName} (TBA)`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{seeking.eventName}</Text>
            <Text size="sm" c="gray.8">
              TBA: you {seeking.role} and are looking for a {wanted}
            </Text>
          </div>
          {editable && (
            <Group gap="xs">
              <Button variant="default" size="xs" onClick={() => setFinding('registered')}>
                Enter with a partner
              </Button>
              <Button variant="default" size="xs" onClick={() => setFinding('tba')}>
                Pair by code
              </Button>
              <Button
                variant="default"
                size="xs"
                aria-label={`Drop ${seeking.eventName}`}
                onClick={onDrop}
              >
                Drop
              </Button>
            </Group>
          )}
        </Group>
        {finding === 'registered' && (
          <Stack gap="xs">
            <Select
              label={`Partner for ${seeking.eventName}`}
              placeholder="Type a name"
              searchable
              limit={30}
              nothingFoundMessage="No registered dancer by that name"
              data={dancers}
              value={partnerId}
              onChange={setPartnerId}
            />
            <div>
              <Button onClick={() => void enterWithPartner()} disabled={!partnerId}>
                Enter with this partner
              </Button>
            </div>
          </Stack>
        )}
        {finding === 'tba' && (
          <Stack gap="xs">
            <Select
              label={`Dancer looking for a ${seeking.role} in ${seeking.eventName}`}
              placeholder={seekers.length > 0 ? 'Choose' : 'Nobody yet'}
              data={seekers}
              value={otherId}
              onChange={setOtherId}
            />
            <TextField
              label="Their email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <TextField
              label="Their competitor code"
              description="They give it to you: it is their consent to dance with you."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCD-EFGH"
              maxLength={20}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
            <div>
              <Button onClick={() => void pair()} disabled={!otherId || !email || !code}>
                Pair with them
              </Button>
            </div>
          </Stack>
        )}
        {changing.refusals.get(where) && (
          <Alert color="red" role="alert">
            {changing.refusals.get(where)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
