/**
 * The PostgreSQL NOTIFY channels the server processes talk on. Channels are
 * database-wide, not per schema, so a store in its own schema (the tests give
 * each one its own) has channels of its own too.
 */
export interface NoticeChannels {
  /** "competitionId seq": an append committed; sent inside the append's transaction. */
  events: string;
  /** Token hashes (or device watch keys) of sessions that ended, comma-separated. */
  sessions: string;
}

export function noticeChannels(schema?: string): NoticeChannels {
  const suffix = schema ? `:${schema}` : '';
  return { events: `floorcraft_events${suffix}`, sessions: `floorcraft_sessions${suffix}` };
}

/** An append another process (or this one) committed. */
export interface AppendNotice {
  competitionId: string;
  seq: number;
}

export const appendNoticePayload = ({ competitionId, seq }: AppendNotice) =>
  `${competitionId} ${seq}`;

/** Undefined for a payload this release does not understand (ignored, never a crash). */
export function parseAppendNotice(payload: string): AppendNotice | undefined {
  const [competitionId, seqText] = payload.split(' ');
  const seq = Number(seqText);
  return competitionId && Number.isInteger(seq) && seq > 0 ? { competitionId, seq } : undefined;
}
