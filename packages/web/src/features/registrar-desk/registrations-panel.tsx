import { registrationPhases, type DeskView } from '@floorcraft/domain';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useAction } from '../../lib/api/use-action';
import { resendCode } from '../../lib/api/registrations';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useAllowed } from '../../lib/session/use-allowed';
import { CorrectDancerDialog } from './correct-dancer-dialog';
import { DiscountDialog } from './discount-dialog';
import { deskRows, deskSchools, noDeskFilter, type DeskFilter, type DeskSort } from './desk-view';
import { PaymentDialog } from './payment-dialog';
import { PaymentHistoryDialog } from './payment-history-dialog';
import { RefundDialog } from './refund-dialog';
import { registrationRows, type RegistrationRow } from './registration-rows';
import { RegistrationsTable } from './registrations-table';
import { RowActionsMenu, type MenuAnchor, type RegistrationActions } from './row-actions-menu';
import { TypedSchoolsPanel } from './typed-schools-panel';
import { WaitlistPanel } from './waitlist-panel';
import { WithdrawDialog } from './withdraw-dialog';

type Dialog = {
  kind: 'pay' | 'refund' | 'discount' | 'history' | 'edit' | 'withdraw';
  row: RegistrationRow;
};

/** Rows rendered at first, and added per "show more": the desk opens at once with 1,500 dancers. */
const PAGE = 100;
/**
 * Rows in the desk's very first paint: what a screen shows, and then some.
 * The rest of the first page follows in a render React may interrupt, so
 * the registrar sees and can use the desk before all of it is drawn.
 */
const FIRST_PAINT = 25;

/**
 * The registrar's desk (issue 13 item 8, a dense table since issue 25 item 9):
 * every dancer who registered, live, sorted by registration, name, school or
 * balance and filtered by who owes, phase, school, a missing waiver or the
 * TBA list; record a payment, refund or void one, correct, resend the code,
 * withdraw.
 */
export function RegistrationsPanel({ view }: { view: DeskView }) {
  const slug = useCompetitionSlug();
  const allowed = useAllowed();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const [filter, setFilter] = useState<Omit<DeskFilter, 'search'>>(noDeskFilter);
  const [sort, setSort] = useState<DeskSort>('registered');
  const [reverse, setReverse] = useState(false);
  const narrow = (change: Partial<DeskFilter>) =>
    setFilter((current) => ({ ...current, ...change }));
  const [limit, setLimit] = useState(PAGE);
  const [dialog, setDialog] = useState<Dialog>();
  const [menu, setMenu] = useState<MenuAnchor>();
  const resend = useAction();
  const rows = useMemo(
    () => registrationRows(view),
    // The rows change only with the dancers, their accounts and payments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view.competitors, view.registration.accounts, view.registration.payments],
  );
  const matching = useMemo(
    () => deskRows(rows, { ...filter, search }, sort, reverse),
    [rows, filter, search, sort, reverse],
  );
  const schools = useMemo(() => deskSchools(rows), [rows]);
  const sortBy = (column: DeskSort) => {
    setReverse(column === sort ? !reverse : false);
    setSort(column);
  };
  const page = matching.slice(0, limit);
  const drawn = useDeferredValue(limit, FIRST_PAINT);
  const shown = page.slice(0, drawn);
  // The dialog follows the live row, so a payment made elsewhere shows in it.
  const open = dialog && rows.find((row) => row.competitorId === dialog.row.competitorId);
  const currency = view.registration.fees?.currency;

  const actionsFor = (row: RegistrationRow): RegistrationActions => ({
    ...(allowed('correctPayment') && { refund: () => setDialog({ kind: 'refund', row }) }),
    ...(allowed('adjustFees') && { discount: () => setDialog({ kind: 'discount', row }) }),
    history: () => setDialog({ kind: 'history', row }),
    ...(allowed('correctDancer') && { edit: () => setDialog({ kind: 'edit', row }) }),
    ...(allowed('withdrawDancer') && { withdraw: () => setDialog({ kind: 'withdraw', row }) }),
    // A dancer imported with charges gave no email and holds no code to resend.
    ...(row.email && {
      resendCode: () =>
        void resend.run(() => resendCode(slug, row.email), {
          success: `${row.name}’s competitor code is on its way to ${row.email}.`,
        }),
    }),
  });
  const close = () => setDialog(undefined);
  const pay = useCallback((row: RegistrationRow) => setDialog({ kind: 'pay', row }), []);

  return (
    <Stack gap="sm">
      {allowed('settleTypedSchool') && <TypedSchoolsPanel view={view} />}
      <WaitlistPanel view={view} />
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
        <Select
          label="Phase"
          data={[{ value: '', label: 'Any phase' }, ...registrationPhases]}
          value={filter.phase}
          onChange={(value) => narrow({ phase: value ?? '' })}
          allowDeselect={false}
          w={140}
        />
        <Select
          label="School"
          data={[{ value: '', label: 'Any school' }, ...schools]}
          value={filter.school}
          onChange={(value) => narrow({ school: value ?? '' })}
          allowDeselect={false}
          searchable
          w={220}
        />
      </Group>
      <Group gap="md" wrap="wrap">
        <Checkbox
          label="Owes money"
          checked={filter.owes}
          onChange={(event) => narrow({ owes: event.currentTarget.checked })}
        />
        <Checkbox
          label="Waiver missing"
          checked={filter.waiverMissing}
          onChange={(event) => narrow({ waiverMissing: event.currentTarget.checked })}
        />
        <Checkbox
          label="On the TBA list"
          checked={filter.seeking}
          onChange={(event) => narrow({ seeking: event.currentTarget.checked })}
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
      {rows.length > 0 && (
        <RegistrationsTable
          rows={shown}
          currency={currency}
          sort={sort}
          reverse={reverse}
          onSort={sortBy}
          onPay={allowed('recordPayment') ? pay : undefined}
          menuFor={menu?.row.competitorId}
          onMore={(row, button) => setMenu({ row, button })}
        />
      )}
      <RowActionsMenu
        anchor={menu}
        actions={menu && actionsFor(menu.row)}
        onClose={() => setMenu(undefined)}
      />
      {matching.length > page.length && (
        <Group>
          <Button variant="default" onClick={() => setLimit((current) => current + PAGE)}>
            Show {Math.min(PAGE, matching.length - page.length)} more of{' '}
            {matching.length - page.length}
          </Button>
        </Group>
      )}
      <PaymentDialog
        row={dialog?.kind === 'pay' ? open : undefined}
        currency={currency}
        onClose={close}
      />
      <RefundDialog
        row={dialog?.kind === 'refund' ? open : undefined}
        currency={currency}
        onClose={close}
      />
      <DiscountDialog
        row={dialog?.kind === 'discount' ? open : undefined}
        currency={currency}
        onClose={close}
      />
      <PaymentHistoryDialog
        row={dialog?.kind === 'history' ? open : undefined}
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
