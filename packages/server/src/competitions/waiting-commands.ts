import type { Actor, CommandEnvelope } from '@floorcraft/domain';
import type { CommandOutcome } from './command-outcome';

/** A command waiting for its competition's turn, with the caller's promise to settle. */
export interface WaitingCommand {
  envelope: CommandEnvelope;
  actor: Actor;
  resolve: (outcome: CommandOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The commands that arrived for each competition while it was busy. They
 * are taken together when its turn comes, so that a burst (every judge's
 * card at the end of a dance) is decided in order and made durable by one
 * disk flush instead of one each.
 */
export class WaitingCommands {
  private readonly byKey = new Map<string, WaitingCommand[]>();

  /** Adds a command; `startTurn` runs when it is the first to wait for `key`. */
  add(key: string, command: WaitingCommand, startTurn: () => void): void {
    const waiting = this.byKey.get(key);
    if (waiting) {
      waiting.push(command);
      return;
    }
    this.byKey.set(key, [command]);
    startTurn();
  }

  /** Every command waiting for `key`, oldest first; the next one starts a new turn. */
  take(key: string): WaitingCommand[] {
    const waiting = this.byKey.get(key) ?? [];
    this.byKey.delete(key);
    return waiting;
  }
}
