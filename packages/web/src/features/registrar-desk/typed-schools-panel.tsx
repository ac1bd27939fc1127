import { OTHER_AFFILIATION, type DeskView } from '@floorcraft/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { SelectField } from '../../components/native-fields/select-field';
import { useCommand } from '../../lib/api/use-command';
import { typedSchools, type TypedSchoolRow } from './typed-schools';

/** One typed school: confirm it as a new school, or merge it into one on the list. */
function TypedSchoolItem({ row, schools }: { row: TypedSchoolRow; schools: readonly string[] }) {
  const { run, refusal, pending } = useCommand();
  const [into, setInto] = useState('');
  const settle = (merge?: string) =>
    void run({
      type: 'settleTypedSchool',
      competitorId: row.competitorId,
      ...(merge !== undefined && { into: merge }),
    });
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={`${row.name}, typed: ${row.typed}`}>
      <Stack gap="xs">
        <Text>
          <Text span fw={600}>
            {row.name}
          </Text>{' '}
          — typed: {row.typed}
        </Text>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button
            size="xs"
            disabled={pending}
            aria-label={`Confirm ${row.typed} as a new school`}
            onClick={() => settle()}
          >
            Confirm
          </Button>
          <SelectField
            label={`Merge ${row.typed} into`}
            value={into}
            onChange={(event) => setInto(event.currentTarget.value)}
            options={[{ value: '', label: 'Choose a school…' }, ...schools]}
          />
          <Button
            size="xs"
            variant="default"
            disabled={pending || into === ''}
            aria-label={`Merge ${row.typed} into the chosen school`}
            onClick={() => settle(into)}
          >
            Merge
          </Button>
        </Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Schools dancers typed because theirs was not on the list (issue 25): the
 * public sees "Other" until the registrar confirms the name (it joins the
 * competition's schools) or merges it into a school already listed.
 */
export function TypedSchoolsPanel({
  view,
}: {
  view: Pick<DeskView, 'competitors' | 'registration' | 'affiliations'>;
}) {
  const headingId = useId();
  const rows = useMemo(
    () => typedSchools(view),
    // The rows change only with the dancers and their accounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.competitors, view.registration.accounts],
  );
  const schools = view.affiliations.filter((school) => school !== OTHER_AFFILIATION);
  if (rows.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-panel="typed-schools">
      <Title order={3} size="h4" id={headingId}>
        Typed schools to check
      </Title>
      <Text size="sm" c="gray.8">
        The public sees “Other” for these dancers until you confirm the school or merge it into one
        on the list.
      </Text>
      <Stack gap="xs" role="list" aria-labelledby={headingId}>
        {rows.map((row) => (
          <TypedSchoolItem key={row.competitorId} row={row} schools={schools} />
        ))}
      </Stack>
    </Stack>
  );
}
