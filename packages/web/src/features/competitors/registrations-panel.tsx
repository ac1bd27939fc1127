import type { RegistrarView } from '@floorcraft/domain';
import { Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useAction } from '../../lib/api/use-action';
import { resendCode } from '../../lib/api/registrations';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useAllowed } from '../../lib/session/use-allowed';
import { CorrectDancerDialog } from './correct-dancer-dialog';
import { PaymentDialog } from './payment-dialog';
import { RegistrationCard, type RegistrationActions } from './registration-card';
import { TypedSchoolsPanel } from './typed-schools-panel';
import { matchesRegistration, registrationRows, type RegistrationRow } from './registration-rows';
import { WithdrawDialog } from './withdraw-dialog';

type Dialog = { kind: 'pay' | 'edit' | 'withdraw'; row: RegistrationRow };

/** Cards rendered at first, and added per "show more": a phone stays quick with 500 registrations. */
const PAGE = 50;

/**
 * The registrar's desk (issue 13 item 8): every dancer who registered, the
 * newest first and live, with phase, fee due, paid or not, and the waiver;
 * record a payment, correct, resend the code, withdraw.
 */
export function RegistrationsPanel({ view }: { view: RegistrarView }) {
  const slug = useCompetitionSlug();
  const allowed = useAllowed();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [owingOnly, setOwingOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const [dialog, setDialog] = useState<Dialog>();
  const resend = useAction();
  const rows = useMemo(
    () => registrationRows(view),
    // The rows change only with the dancers, their accounts and payments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.competitors, view.registration.accounts, view.registration.payments],
  );
  const matching = useMemo(
    () =>
      rows.filter((row) => (!owingOnly || row.outstanding > 0) && matchesRegistration(row, search)),
    [rows, search, owingOnly],
  );
  const shown = matching.slice(0, limit);
  // The dialog follows the live row, so a payment made elsewhere shows in it.
  const open = dialog && rows.find((row) => row.competitorId === dialog.row.competitorId);
  const currency = view.registration.fees?.currency;

  const actionsFor = (row: RegistrationRow): RegistrationActions => ({
    ...(allowed('recordPayment') && { pay: () => setDialog({ kind: 'pay', row }) }),
    ...(allowed('correctDancer') && { edit: () => setDialog({ kind: 'edit', row }) }),
    ...(allowed('withdrawDancer') && { withdraw: () => setDialog({ kind: 'withdraw', row }) }),
    resendCode: () =>
      void resend.run(() => resendCode(slug, row.email), {
        success: `${row.name}’s competitor code is on its way to ${row.email}.`,
      }),
  });
  const close = () => setDialog(undefined);

  return (
    <Stack gap="sm">
      {allowed('settleTypedSchool') && <TypedSchoolsPanel view={view} />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search registrations"
          description="Name, school or email"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
          style={{ flexGrow: 1 }}
        />
        <Switch
          label="Only those who still owe"
          checked={owingOnly}
          onChange={(event) => setOwingOnly(event.currentTarget.checked)}
          mb={6}
        />
      </Group>
      <Text size="sm" c="gray.7" aria-live="polite">
        {matching.length === rows.length
          ? `${rows.length} registered dancers`
          : `${matching.length} of ${rows.length} registered dancers`}
      </Text>
      {resend.done && (
        <Alert color="green" role="status">
          {resend.done}
        </Alert>
      )}
      {resend.refusal && (
        <Alert color="red" role="alert">
          {resend.refusal}
        </Alert>
      )}
      {rows.length === 0 && <Text c="gray.7">Nobody has registered online yet.</Text>}
      <Stack gap="xs" role="list" aria-label="Registrations">
        {shown.map((row) => (
          <div role="listitem" key={row.competitorId}>
            <RegistrationCard row={row} currency={currency} actions={actionsFor(row)} />
          </div>
        ))}
      </Stack>
      {matching.length > shown.length && (
        <Group>
          <Button variant="default" onClick={() => setLimit((current) => current + PAGE)}>
            Show {Math.min(PAGE, matching.length - shown.length)} more of{' '}
            {matching.length - shown.length}
          </Button>
        </Group>
      )}
      <PaymentDialog
        row={dialog?.kind === 'pay' ? open : undefined}
        currency={currency}
        onClose={close}
      />
      <CorrectDancerDialog
        row={dialog?.kind === 'edit' ? open : undefined}
        competitors={view.competitors}
        affiliations={view.affiliations}
        onClose={close}
      />
      <WithdrawDialog
        row={dialog?.kind === 'withdraw' ? open : undefined}
        state={view}
        onClose={close}
      />
    </Stack>
  );
}
