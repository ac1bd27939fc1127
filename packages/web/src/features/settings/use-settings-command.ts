import type { SettingsPatch } from '@floorcraft/domain';
import { useCallback, useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { sendCommand } from '../../lib/api/send-command';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';

/**
 * Sends updateSettings and keeps what to tell the user next to the button
 * that sent it: `done` when accepted, the server's refusal otherwise.
 */
export function useSettingsCommand() {
  const slug = useCompetitionSlug();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const send = useCallback(
    async (patch: SettingsPatch, done: string): Promise<boolean> => {
      setBusy(true);
      setProblem(undefined);
      setStatus(undefined);
      try {
        await sendCommand(slug, { type: 'updateSettings', patch });
        setStatus(done);
        return true;
      } catch (error) {
        setProblem(error instanceof Error ? sentence(error.message) : 'Saving failed.');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [slug],
  );

  return { send, busy, status, problem, clearStatus: () => setStatus(undefined) };
}
