import { contentPages, type CompetitionState, type ContentPage } from '@floorcraft/domain';
import { Button, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { useCommand } from '../../lib/api/use-command';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

const PAGE_LABELS: Record<ContentPage, string> = {
  details: 'Details page',
  rules: 'Rules page',
  venue: 'Venue page',
  contact: 'Contact page',
  about: 'About page',
  waiver: 'Waiver (each dancer accepts it when registering)',
};

const PAGE_DESCRIPTIONS: Partial<Record<ContentPage, string>> = {
  details: 'Plain text; leave a blank line between paragraphs.',
  waiver:
    'The liability release and the permission to use photos and video (spec §9). Each dancer accepts it on the registration form, and the time is kept.',
};

interface PageTextsFormProps {
  stored: CompetitionState['pages'];
  editable: boolean;
  labelledBy: string;
}

/**
 * The text of each public information page: plain text, paragraphs
 * separated by a blank line. Untouched pages follow the live state; only
 * changed pages are saved.
 */
export function PageTextsForm({ stored, editable, labelledBy }: PageTextsFormProps) {
  const command = useCommand();
  const [edits, setEdits] = useState<Partial<Record<ContentPage, string>>>({});
  // What the form says itself ("Nothing changed", "Saved the …"); refusals are the command's.
  const [feedback, setFeedback] = useState<Feedback>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(undefined);
    command.reset();
    const changed = contentPages.filter(
      (page) => edits[page] !== undefined && edits[page] !== stored[page],
    );
    if (changed.length === 0) {
      setFeedback({ ok: true, text: 'Nothing changed.' });
      return;
    }
    setBusy(true);
    const saved: ContentPage[] = [];
    for (const page of changed) {
      const taken = await command.run(
        { type: 'savePageText', page, text: edits[page] ?? '' },
        { explain: (words) => `${PAGE_LABELS[page]}: ${sentence(words)}` },
      );
      if (!taken) {
        break;
      }
      saved.push(page);
    }
    setBusy(false);
    setEdits((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([page]) => !saved.includes(page as ContentPage)),
      ),
    );
    if (saved.length === changed.length) {
      const names = saved.map((page) => PAGE_LABELS[page].toLowerCase()).join(', ');
      setFeedback({ ok: true, text: `Saved the ${names}.` });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={!editable}>
          <Stack gap="md">
            {contentPages.map((page) => (
              <Textarea
                key={page}
                label={PAGE_LABELS[page]}
                description={PAGE_DESCRIPTIONS[page]}
                autosize
                minRows={3}
                maxRows={16}
                value={edits[page] ?? stored[page]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setEdits((current) => ({ ...current, [page]: value }));
                }}
              />
            ))}
          </Stack>
        </Fieldset>
        <FormFooter outcome={feedback ?? feedbackOf(command)}>
          {editable && (
            <Group>
              <Button type="submit" loading={busy}>
                Save pages
              </Button>
            </Group>
          )}
        </FormFooter>
      </Stack>
    </form>
  );
}
