import { coupleCsvColumns, planCoupleImport, type StaffView } from '@floorcraft/domain';
import {
  Alert,
  Button,
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
import { sendCommand } from '../../lib/api/send-command';
import { parseCsv } from '../../lib/csv/csv';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { importBatches, refusalOnLine } from './import-batches';
import { ImportPreviewTable } from './import-preview-table';
import { previewRows } from './preview-rows';

interface Source {
  name: string;
  text: string;
}

type Outcome = { ok: boolean; text: string };

/**
 * CSV import of couples: choose a file or paste text, see every line with
 * OK or why it cannot be taken, then import the good lines. Nothing is sent
 * until "Import N couples" is pressed. The preview is planned against the
 * live state, so it stays right while others register couples.
 */
export function ImportPanel({ state }: { state: StaffView }) {
  const slug = useCompetitionSlug();
  const fileId = useId();
  const [source, setSource] = useState<Source>();
  const [pasted, setPasted] = useState('');
  const [only, setOnly] = useState<'all' | 'problems'>('all');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

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
      setOutcome(undefined);
      setSource({ name: file.name, text: await file.text() });
    }
  };

  const runImport = async () => {
    if (!plan || !source) {
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    let imported = 0;
    let refusal: string | undefined;
    for (const batch of importBatches(plan)) {
      try {
        await sendCommand(slug, { type: 'importCouples', couples: batch.couples });
        imported += batch.couples.length;
      } catch (error) {
        refusal = error instanceof Error ? refusalOnLine(error.message, batch) : 'failed';
        break;
      }
    }
    setBusy(false);
    if (refusal === undefined) {
      setOutcome({ ok: true, text: `Imported ${imported} couples from ${source.name}.` });
      setSource(undefined);
      setPasted('');
    } else {
      const done = imported > 0 ? `Imported ${imported} of ${count} couples, then stopped: ` : '';
      setOutcome({ ok: false, text: sentence(done + refusal) });
    }
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
            setOutcome(undefined);
            setSource({ name: 'the pasted text', text: pasted });
          }}
        >
          Preview pasted text
        </Button>
      </Group>
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
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
