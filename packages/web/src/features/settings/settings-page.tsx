import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { feedbackOf, FormFooter } from '../../components/form-footer';
import { Page, ViewPending } from '../../widgets/page';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { FlagSwitches } from './flag-switches';
import { RefreshLiveScreens } from './refresh-live-screens';
import { draftOutcome, emptyDraft, type SettingsDraft } from './settings-draft';
import { StraightFinalInput } from './straight-final-input';
import { TimingInputs } from './timing-inputs';
import { useAllowed } from '../../lib/session/use-allowed';
import { useCommand } from '../../lib/api/use-command';

/**
 * /admin/settings: the event settings flags of spec §3 and the timing
 * model, saved together as one updateSettings with the changed fields only,
 * and a button that makes every live screen refresh.
 */
export function Component() {
  const state = useStaffView();
  const refused = useStaffViewError();
  const mayChange = useAllowed()('updateSettings');
  // Only touched fields live here; everything else shows the live settings.
  const [draft, setDraft] = useState<SettingsDraft>(emptyDraft);
  const saving = useCommand();
  const { run, pending: busy, reset } = saving;

  const outcome = state ? draftOutcome(state.settings, draft) : undefined;
  const edit = (next: SettingsDraft) => {
    reset();
    setDraft(next);
  };
  const save = async () => {
    if (!outcome || Object.keys(outcome.problems).length > 0) {
      return;
    }
    if (await run({ type: 'updateSettings', patch: outcome.patch }, { success: 'Saved' })) {
      setDraft(emptyDraft);
    }
  };

  return (
    <Page title="Settings">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && outcome && (
        <Stack gap="xl">
          {!mayChange && (
            <Alert color="blue" title="Read only">
              Only the competition’s owners and admins change settings.
            </Alert>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <Stack gap="xl">
              <Stack gap="sm" component="section" aria-labelledby="settings-flags">
                <Title order={2} size="h3" id="settings-flags">
                  Event settings
                </Title>
                <FlagSwitches
                  settings={state.settings}
                  draft={draft.flags}
                  disabled={!mayChange}
                  onChange={(key, value) =>
                    edit({ ...draft, flags: { ...draft.flags, [key]: value } })
                  }
                />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="settings-rounds">
                <Title order={2} size="h3" id="settings-rounds">
                  Rounds
                </Title>
                <StraightFinalInput
                  value={draft.largestStraightFinal ?? state.settings.largestStraightFinal}
                  problem={outcome.problems.largestStraightFinal}
                  disabled={!mayChange}
                  onChange={(value) => edit({ ...draft, largestStraightFinal: value })}
                />
              </Stack>
              <Stack gap="sm" component="section" aria-labelledby="settings-timing">
                <Title order={2} size="h3" id="settings-timing">
                  Timing
                </Title>
                <Text size="sm" c="gray.7">
                  Start times are assigned from these: every heat dances each of its event’s dances,
                  then the changeover; Awards and Break items take their own minutes.
                </Text>
                <TimingInputs
                  timing={state.settings.timing}
                  draft={draft.timing}
                  problems={outcome.problems}
                  disabled={!mayChange}
                  onChange={(key, value) =>
                    edit({ ...draft, timing: { ...draft.timing, [key]: value } })
                  }
                />
              </Stack>
              {mayChange && (
                <FormFooter outcome={feedbackOf(saving)}>
                  <Group gap="sm">
                    <Button type="submit" loading={busy} disabled={!outcome.changed}>
                      Save settings
                    </Button>
                    <Button
                      variant="default"
                      disabled={!outcome.changed || busy}
                      onClick={() => edit(emptyDraft)}
                    >
                      Discard changes
                    </Button>
                  </Group>
                </FormFooter>
              )}
            </Stack>
          </form>
          {mayChange && <RefreshLiveScreens />}
        </Stack>
      )}
    </Page>
  );
}
