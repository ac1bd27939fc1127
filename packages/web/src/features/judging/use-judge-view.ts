import type { JudgeView } from '@floorcraft/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { liveStore } from '../../lib/realtime/browser-live-store';
import { tabletOutbox } from './tablet-outbox';

export interface JudgeViewState {
  /** The live view, else the one saved on this tablet, else undefined while loading. */
  view: JudgeView | undefined;
  /** The live view's version; undefined while showing the saved view. */
  version: number | undefined;
  /** When the saved view being shown was received (ISO), if it is the saved one. */
  savedAt: string | undefined;
  /** Why the server refused the judge view (a revoked link), if it did. */
  error: string | undefined;
}

/**
 * This tablet's judge view of competition `slug`, live over the socket. Every
 * view received is also kept on the tablet, so a reload while the server is
 * away still shows the judge's rounds.
 */
export function useJudgeView(slug: string, judgeKey: string): JudgeViewState {
  // Watching is a subscription to an external system, which is what effects are for.
  useEffect(() => liveStore.watch(slug, 'judge'), [slug]);
  const replica = useSyncExternalStore(liveStore.subscribe, () =>
    liveStore.getReplica(slug, 'judge'),
  );
  const error = useSyncExternalStore(liveStore.subscribe, () => liveStore.getError(slug, 'judge'));
  const [saved, setSaved] = useState<{ view: JudgeView; savedAt: string }>();

  useEffect(() => {
    let active = true;
    tabletOutbox.savedView(slug, judgeKey).then(
      (found) => active && found && setSaved(found),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [slug, judgeKey]);

  // A new epoch means the server was restored: versions acknowledged before belong to another history.
  const epoch = replica?.epoch;
  const lastEpoch = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (epoch === undefined) {
      return;
    }
    if (lastEpoch.current !== undefined && lastEpoch.current !== epoch) {
      tabletOutbox.forgetAcknowledged();
    }
    lastEpoch.current = epoch;
  }, [epoch]);

  const live = replica?.view;
  useEffect(() => {
    if (live && live.judge?.key === judgeKey) {
      void tabletOutbox.saveView(slug, judgeKey, live).catch(() => undefined);
    }
  }, [live, slug, judgeKey]);

  if (live) {
    return { view: live, version: replica.version, savedAt: undefined, error };
  }
  return { view: saved?.view, version: undefined, savedAt: saved?.savedAt, error };
}
