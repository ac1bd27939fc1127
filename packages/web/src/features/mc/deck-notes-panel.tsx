import { Alert, Button, Paper } from '@mantine/core';
import type { DeckNote } from './deck-notes';
import classes from './mc.module.css';

interface LinedUp {
  label: string;
  heats: number[];
}

interface DeckNotesPanelProps {
  notes: DeckNote[];
  /** Rounds with heats the deck captain has lined up. */
  linedUp: LinedUp[];
  /** Clears a note the MC has dealt with; absent when the member may not. */
  onClear: ((id: string) => void) | undefined;
  pending: boolean;
  refusal: string | undefined;
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * "From the deck captain": the notes, newest first, each cleared once dealt
 * with, and the heats lined up. The MC's own list until a shared floor
 * notes panel exists.
 */
export function DeckNotesPanel({ notes, linedUp, onClear, pending, refusal }: DeckNotesPanelProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="mc-deck"
      withBorder
      p="md"
      className={classes.section}
    >
      <h2 id="mc-deck" className={classes.sectionTitle}>
        From the deck captain
      </h2>
      {notes.length === 0 ? (
        <p className={classes.quiet}>No notes.</p>
      ) : (
        <ul className={classes.list} aria-label="Notes">
          {notes.map((note) => (
            <li key={note.id} className={classes.row}>
              <span className={classes.rowText}>
                <span className={classes.time}>{timeOf(note.at)}</span>
                {note.about && <span className={classes.quiet}> · {note.about}</span>}
                <br />
                {note.text}
              </span>
              {onClear && (
                <Button
                  variant="default"
                  disabled={pending}
                  aria-label={`Clear the note: ${note.text}`}
                  onClick={() => onClear(note.id)}
                >
                  Clear
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {linedUp.map((round) => (
        <p key={round.label} className={classes.quiet}>
          Lined up for {round.label}: heat {round.heats.join(', ')}
        </p>
      ))}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Paper>
  );
}
