import { schoolChoices, type Competitor } from '@floorcraft/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RowDialog } from '../../components/row-dialog';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import { COUPLE_LABELS, type PersonDraft } from './couple-form-model';
import type { CoupleRow } from './couple-rows';
import { dancerDraft, dancerEdits, dancerRules } from './dancer-edit-model';
import { PersonFields } from './person-fields';
import { FormFooter, refusalOnly } from '../../components/form-footer';

interface EditDancersDialogProps {
  /** The couple being edited; the dialog is closed when undefined. */
  couple: CoupleRow | undefined;
  competitors: Record<string, Competitor>;
  affiliations: readonly string[];
  onClose: () => void;
}

/**
 * Corrects a couple's dancers: names, schools and level profiles. A new
 * name reaches every entry, heat list and result at once (the domain
 * copies it into the entries).
 */
export function EditDancersDialog({
  couple,
  competitors,
  affiliations,
  onClose,
}: EditDancersDialogProps) {
  return (
    <RowDialog
      row={couple}
      keyOf={(shown) => shown.key}
      title={(shown) => (shown ? `Edit ${shown.leadName} & ${shown.followName}` : 'Edit dancers')}
      onClose={onClose}
      size="lg"
    >
      {(shown) => {
        const lead = competitors[shown.leadId];
        const follow = competitors[shown.followId];
        return (
          lead &&
          follow && (
            <DancersForm lead={lead} follow={follow} affiliations={affiliations} onDone={onClose} />
          )
        );
      }}
    </RowDialog>
  );
}

/** The dialog's values: both dancers as typed. */
interface DancersValues {
  lead: PersonDraft;
  follow: PersonDraft;
}

interface DancersFormProps {
  lead: Competitor;
  follow: Competitor;
  affiliations: readonly string[];
  onDone: () => void;
}

function DancersForm({ lead, follow, affiliations, onDone }: DancersFormProps) {
  const editsOf = (values: DancersValues) => [
    { role: 'Lead' as const, draft: values.lead, stored: lead },
    { role: 'Follow' as const, draft: values.follow, stored: follow },
  ];
  const form = useForm<DancersValues>({
    initialValues: { lead: dancerDraft(lead), follow: dancerDraft(follow) },
    validate: (values) => dancerRules(editsOf(values)),
  });
  const { run, refusal, pending } = useCommand();
  // A school typed in by an import may not be on the list: keep it choosable.
  const schools = schoolChoices(affiliations, lead.affiliation, follow.affiliation);

  const save = async (values: DancersValues) => {
    const result = dancerEdits(editsOf(values));
    for (const competitor of result.ok ? result.competitors : []) {
      if (!(await run({ type: 'saveCompetitor', competitor }))) {
        return;
      }
    }
    onDone();
  };
  const problems = fieldProblems(form.errors, COUPLE_LABELS);

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <PersonFields
          role="Lead"
          value={form.getValues().lead}
          onChange={(next) => form.setFieldValue('lead', next)}
          affiliations={schools}
        />
        <PersonFields
          role="Follow"
          value={form.getValues().follow}
          onChange={(next) => form.setFieldValue('follow', next)}
          affiliations={schools}
        />
        <Text size="sm" c="gray.7">
          A corrected name shows at once on every entry, heat list and result.
        </Text>
        <FormFooter problems={problems} outcome={refusalOnly(refusal)}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save dancers
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
