import type { OwnRegistration, PublicView } from '@floorcraft/domain';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { DancerDraft } from '../../widgets/dancer-fields/dancer-draft';
import { DancerFields } from '../../widgets/dancer-fields/dancer-fields';
import { sentence } from '../../lib/api/api-error';
import { fieldProblems } from '../../lib/forms/field-problems';
import { serverFieldErrors } from '../../lib/forms/server-field-errors';
import {
  correctDancerCommand,
  correctDetailsRules,
  DETAILS_LABELS,
  detailsFieldOf,
  draftOf,
} from './correct-details-model';
import type { Registrant } from './use-registrant';
import { FormFooter } from '../../components/form-footer';

const WHERE = 'details';

/** The dancer corrects their name, school, levels, age group, email and student status. */
export function CorrectDetailsForm({
  registrant,
  own,
  view,
}: {
  registrant: Registrant;
  own: OwnRegistration;
  view: PublicView;
}) {
  const { change, changing } = registrant;
  const form = useForm<DancerDraft>({
    initialValues: draftOf(own, view.affiliations),
    validate: correctDetailsRules(own.dancer.id),
  });
  const save = (draft: DancerDraft) =>
    change(correctDancerCommand(own.dancer.id, draft), {
      where: WHERE,
      success: 'Your details are saved.',
      explain: (words) => {
        const split = serverFieldErrors(words, detailsFieldOf, 'correctDancer');
        form.setErrors(split.fields);
        return (
          split.other.map(sentence).join(' ') || 'Nothing was saved: correct what is named above.'
        );
      },
    });
  const refusal = changing.refusals.get(WHERE);
  const problems = fieldProblems(form.errors, DETAILS_LABELS);
  const shown = refusal ? [...problems, refusal] : problems;
  const withAgeGroup = Object.values(view.events).some((event) => event.ageGroup !== undefined);
  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-label="Your details">
      <Stack gap="sm">
        <DancerFields
          legend="Your details"
          who="Your"
          value={form.getValues()}
          inputProps={(field, options) => form.getInputProps(field, options)}
          affiliations={view.affiliations}
          withAgeGroup={withAgeGroup}
          studentLabel="I am a student"
        />
        <FormFooter problems={shown} title={null}>
          <div>
            <Button type="submit" variant="default" loading={form.submitting}>
              Save my details
            </Button>
          </div>
        </FormFooter>
      </Stack>
    </form>
  );
}
