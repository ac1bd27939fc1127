import { splitLongList, type PublicPageView } from '@floorcraft/domain';
import { compressedOnce, type Encoding } from './compressed-frame';
import type { ViewChannel } from './view-channel';

interface LinesOfVersion {
  version: number;
  text: string;
  compressed: Map<Encoding, Promise<Buffer>>;
}

const made = new WeakMap<ViewChannel, LinesOfVersion>();

/**
 * A page channel's snapshot frame in lines (ADR 044): the frame with the
 * view's long list emptied (`splitLongList`), then each of the list's items
 * on a line of its own. JSON never holds a raw newline, so a line is one
 * item: a phone parses them a few at a time instead of in one long task.
 * Made once per version, like the snapshot itself; any other channel's
 * lines are its snapshot frame alone.
 */
export function snapshotInLines(channel: ViewChannel): string {
  return linesOf(channel).text;
}

/** The lines compressed, once per version and encoding, shared by every phone that asks. */
export function compressedSnapshotInLines(
  channel: ViewChannel,
  encoding: Encoding,
): Promise<Buffer> {
  const lines = linesOf(channel);
  return compressedOnce(lines.compressed, lines.text, encoding);
}

function linesOf(channel: ViewChannel): LinesOfVersion {
  const version = channel.currentVersion;
  const kept = made.get(channel);
  if (kept?.version === version) {
    return kept;
  }
  const lines: LinesOfVersion = { version, text: textOf(channel), compressed: new Map() };
  made.set(channel, lines);
  return lines;
}

function textOf(channel: ViewChannel): string {
  if (channel.audience !== 'page') {
    return channel.snapshot();
  }
  const { head, items } = splitLongList(channel.currentView() as PublicPageView);
  const frame = JSON.stringify({
    type: 'snapshot',
    competition: channel.competition,
    audience: channel.audience,
    page: channel.page,
    version: channel.currentVersion,
    epoch: channel.epoch,
    view: head,
  });
  return [frame, ...items.map((item) => JSON.stringify(item))].join('\n');
}
