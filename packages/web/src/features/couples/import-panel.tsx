import { coupleCsvColumns, planCoupleImport, type StaffView } from '@floorcraft/domain';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  List,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { useCommand } from '../../lib/api/use-command';
import { overCapConfirmation } from '../../lib/confirm/over-cap-question';
import { parseCsv } from '../../lib/csv/csv';
import { importBatches, refusalOnLine } from './import-batches';
import { ImportPreviewTable } from './import-preview-table';
import { previewRows } from './preview-rows';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

interface Source {
  name: string;
  text: string;
}

/**
 * CSV import of couples: choose a file or paste text, see every line with
 * OK or why it cannot be taken, then import the good lines. Nothing is sent
 * until "Import N couples" is pressed. The preview is planned against the
 * live state, so it stays right while others register couples.
 */
export function ImportPanel({ state }: { state: StaffView }) {
  const command = useCommand();
  const fileId = useId();
  const [source, setSource] = useState<Source>();
  const [pasted, setPasted] = useState('');
  const [only, setOnly] = useState<'all' | 'problems'>('all');
  const [busy, setBusy] = useState(false);
  // Off by default: an import only enters couples unless the registrar asks for charges.
  const [charge, setCharge] = useState(false);
  // "Imported N couples": said once every batch is in. A refusal is the command's.
  const [outcome, setOutcome] = useState<Feedback>();
  const forget = () => {
    setOutcome(undefined);
    command.reset();
  };

  const parsed = useMemo(() => (source ? parseCsv(source.text) : undefined), [source]);
  const plan = useMemo(
    () => parsed && planCoupleImport(state, parsed.rows, parsed.lines),
    [parsed, state],
  );
  const rows = useMemo(
    () => (plan && parsed ? previewRows(plan, parsed.rows) : []),
    [plan, parsed],
  );
  const shown = only === 'problems' ? rows.filter((row) => row.problem !== undefined) : rows;
  const count = plan?.couples.length ?? 0;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, after fixing it, reads it again.
    input.value = '';
    if (file) {
      forget();
      setSource({ name: file.name, text: await file.text() });
    }
  };

  const runImport = async () => {
    if (!plan || !source) {
      return;
    }
    setBusy(true);
    forget();
    let imported = 0;
    for (const batch of importBatches(plan)) {
      const before = imported;
      const importing = {
        type: 'importCouples' as const,
        couples: batch.couples,
        ...(charge && { charge: true }),
      };
      const taken = await command.run(importing, {
        // A full event: the registrar is asked, then the batch goes in over the cap (ADR 028).
        confirm: overCapConfirmation({ ...importing, overCap: true }),
        // The refusal names the file's line, after what was already imported.
        explain: (words) => {
          const done = before > 0 ? `Imported ${before} of ${count} couples, then stopped: ` : '';
          return sentence(done + refusalOnLine(words, batch));
        },
      });
      if (!taken) {
        setBusy(false);
        return;
      }
      imported += batch.couples.length;
    }
    setBusy(false);
    setOutcome({ ok: true, text: `Imported ${imported} couples from ${source.name}.` });
    setSource(undefined);
    setPasted('');
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        One couple per line, with a header line naming the columns{' '}
        {coupleCsvColumns.map((column, index) => (
          <span key={column}>
            {index > 0 && ', '}
            <Code>{column}</Code>
          </span>
        ))}
        . Separate events with <Code>;</Code>. The follow’s school defaults to the lead’s; number
        and level are optional.
      </Text>
      <Stack gap={4}>
        <Text component="label" htmlFor={fileId} size="sm" fw={500}>
          CSV file
        </Text>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => void choose(event)}
        />
      </Stack>
      <Textarea
        label="Or paste CSV text"
        autosize
        minRows={3}
        maxRows={10}
        value={pasted}
        onChange={(event) => setPasted(event.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          disabled={!pasted.trim()}
          onClick={() => {
            forget();
            setSource({ name: 'the pasted text', text: pasted });
          }}
        >
          Preview pasted text
        </Button>
      </Group>
      <FormFooter outcome={outcome ?? feedbackOf(command)} />
      {source && parsed && plan && (
        <Stack gap="sm">
          <Text fw={500}>
            {source.name}: {rows.length} lines; {count} can be imported, {rows.length - count}{' '}
            cannot.
          </Text>
          {parsed.problems.length > 0 && (
            <Alert color="yellow" title="The file is not well-formed CSV">
              <List size="sm">
                {parsed.problems.map((problem) => (
                  // csv.ts counts data rows from 1; the preview counts the header as line 1.
                  <List.Item key={`${problem.row}:${problem.message}`}>
                    Line {problem.row + 1}: {problem.message}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Checkbox
            label="Charge the imported couples the event's price"
            description="Each dancer owes their fee and entries at today's price, shows on the registrations desk, and has not signed the waiver."
            checked={charge}
            onChange={(event) => setCharge(event.currentTarget.checked)}
          />
          <Group justify="space-between">
            <SegmentedControl
              aria-label="Lines to show"
              value={only}
              onChange={(value) => setOnly(value === 'problems' ? 'problems' : 'all')}
              data={[
                { value: 'all', label: 'All lines' },
                { value: 'problems', label: 'Only lines with problems' },
              ]}
            />
            <Group gap="sm">
              <Button variant="subtle" onClick={() => setSource(undefined)} disabled={busy}>
                Discard
              </Button>
              <Button onClick={() => void runImport()} loading={busy} disabled={count === 0}>
                Import {count} couples
              </Button>
            </Group>
          </Group>
          <ImportPreviewTable rows={shown} />
        </Stack>
      )}
    </Stack>
  );
}
