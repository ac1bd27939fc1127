import {
  rehearsalPermit,
  roundOutcome,
  roundSheets,
  roundTakesMarks,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { HistoryTable } from './history-table';
import type { People } from '../../lib/actor-name';
import { markHistory } from './mark-history';
import { marksGrid } from './marks-grid';
import { MarksTables } from './marks-tables';
import { PaperEntryForm } from './paper-entry-form';
import { postPreview } from './post-preview';
import { RoundSheetTables } from './round-sheet-tables';
import { RoundActions } from './round-actions';
import { useAllowed } from '../../lib/session/use-allowed';
import { useCommand } from '../../lib/api/use-command';

export const tabs = ['marks', 'results', 'paper', 'history'] as const;
export type Tab = (typeof tabs)[number];
export const isTab = (value: string | null): value is Tab =>
  (tabs as readonly (string | null)[]).includes(value);

const tabLabels: Record<Tab, string> = {
  marks: 'Marks',
  results: 'Recalls and places',
  paper: 'Paper entry',
  history: 'History',
};

interface RoundTabsProps {
  state: CompetitionState;
  round: Round;
  tab: Tab;
  onTab: (tab: Tab) => void;
  people: People;
}

/** One round's marks, computed results, paper entry and history, with its actions above. */
export function RoundTabs({ state, round, tab, onTab, people }: RoundTabsProps) {
  const allowed = useAllowed();
  const paper = useCommand();
  const { eventName, roundNumber } = round;
  const outcome = useMemo(
    () => roundOutcome(state, eventName, roundNumber),
    [state, eventName, roundNumber],
  );
  if (!outcome) {
    return null;
  }
  const title = `the ${round.roundName} of ${eventName}`;
  // The round's outcome exists, so its event does.
  const event = state.events[eventName]!;
  const sheets = roundSheets(outcome);
  return (
    <Stack gap="lg">
      <RoundActions
        round={round}
        title={title}
        preview={postPreview(state, outcome)}
        may={{
          start: allowed('startRound'),
          post: allowed('postRound'),
          rehearse: allowed('rehearseRound'),
        }}
        rehearsal={rehearsalPermit(state.settings, round)}
      />
      {outcome.problem && (
        <Alert color="red" role="alert">
          The stored marks cannot be scored: {outcome.problem}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => isTab(value) && onTab(value)} keepMounted={false}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="marks" pt="md">
          <MarksTables
            dances={marksGrid(outcome)}
            final={outcome.kind === 'final'}
            event={event}
            round={round}
            title={title}
          />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <Stack gap="sm">
            {outcome.missing.length > 0 && (
              <Text size="sm" c="gray.8">
                Provisional: {outcome.missing.length} cards are still missing
                {outcome.kind === 'prelim'
                  ? '; only judges whose every card is in are counted.'
                  : '.'}
              </Text>
            )}
            {sheets ? (
              <RoundSheetTables sheets={sheets} event={event} round={round} title={title} />
            ) : (
              <Text>The places are computed once every card is in.</Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="paper" pt="md">
          <Stack gap="sm">
            {paper.refusal && (
              <Alert color="red" role="alert">
                {paper.refusal}
              </Alert>
            )}
            {!allowed('enterPaperMarks') ? (
              <Text>Only the scrutineer, an owner or an admin keys paper cards.</Text>
            ) : roundTakesMarks(round) ? (
              <PaperEntryForm
                round={round}
                panel={outcome.panel}
                dances={outcome.dances}
                marks={outcome.marks}
                run={paper.run}
                pending={paper.pending}
              />
            ) : (
              <Text>Paper cards are keyed while the round is on the floor or marked.</Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryTable rows={markHistory(outcome, state, people)} title={title} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
