import {
  ageGroups,
  levels,
  OTHER_AFFILIATION,
  schoolChoices,
  type LevelProfile,
} from '@floorcraft/domain';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { DancerDraft } from './dancer-draft';
import { CheckboxField } from '../../components/native-fields/checkbox-field';
import { FieldsetBox } from '../../components/native-fields/fieldset-box';
import { SelectField } from '../../components/native-fields/select-field';
import { TextField } from '../../components/native-fields/text-field';
import classes from '../../components/native-fields/native-fields.module.css';

/** Spec §3 competitor level profile: one optional level per style. */
export const LEVEL_FIELDS: readonly { field: keyof LevelProfile; style: string }[] = [
  { field: 'standardLevel', style: 'Standard' },
  { field: 'smoothLevel', style: 'Smooth' },
  { field: 'rhythmLevel', style: 'Rhythm' },
  { field: 'latinLevel', style: 'Latin' },
];

/** A field's props from the form: `form.getInputProps(`${path}.${field}`, options)`. */
export type DancerInputProps = (
  field: string,
  options?: { type: 'checkbox' },
) => GetInputPropsReturnType;

export interface DancerFieldsProps {
  legend: string;
  /** Starts every label, so the labels of two dancers on one page differ ("Your", "Partner’s"). */
  who: string;
  value: DancerDraft;
  inputProps: DancerInputProps;
  affiliations: readonly string[];
  /** Ask for an age group: only where the competition's events use them. */
  withAgeGroup: boolean;
  /** Ask for the email (the registrar's only; never shown to anyone else). */
  withEmail?: boolean;
  /** The student checkbox's label, in the form's voice ("I am a student"). */
  studentLabel: string;
}

const NONE = { value: '', label: 'Not set' };
const NOT_CHOSEN = { value: '', label: 'Choose…', disabled: true };

/**
 * One dancer's fields (issue 13): name, email, school from the competition's
 * list or Other with a name, a level per style, an age group where the
 * events use them, and whether a student. Native fields (components/
 * native-fields): selects open the phone's own picker, and none costs the
 * script of Mantine's inputs.
 */
export function DancerFields({
  legend,
  who,
  value,
  inputProps,
  affiliations,
  withAgeGroup,
  withEmail = true,
  studentLabel,
}: DancerFieldsProps) {
  // A native select reads an unchosen value as '', which the form holds as `empty`.
  const selectProps = (field: string, empty: null | undefined) => {
    const props = inputProps(field);
    const write = props.onChange as (value: string | null | undefined) => void;
    return {
      ...props,
      value: (props.value as string | null | undefined) ?? '',
      onChange: (event: React.ChangeEvent<HTMLSelectElement>) =>
        write(event.currentTarget.value === '' ? empty : event.currentTarget.value),
    };
  };
  const nullable = (field: string) => selectProps(field, null);
  const levelProps = (field: keyof LevelProfile) => selectProps(`levels.${field}`, undefined);
  return (
    <FieldsetBox legend={legend}>
      {/* Plain layout and native fields, no Mantine: /register is drawn on the server (ADR 044). */}
      <div className={classes.stack}>
        <TextField
          label={`${who} name`}
          autoComplete="off"
          maxLength={120}
          required
          {...inputProps('name')}
        />
        {withEmail && (
          <TextField
            label={`${who} email`}
            description="Only the registrar sees it; your competitor code is mailed here."
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={254}
            required
            {...inputProps('email')}
          />
        )}
        <SelectField
          label={`${who} school or club`}
          required
          options={[NOT_CHOSEN, ...schoolChoices(affiliations)]}
          {...nullable('affiliation')}
        />
        {value.affiliation === OTHER_AFFILIATION && (
          <TextField
            label={`${who} school or club’s name`}
            maxLength={120}
            required
            {...inputProps('otherAffiliation')}
          />
        )}
        <div className={classes.columns}>
          {LEVEL_FIELDS.map(({ field, style }) => (
            <SelectField
              key={field}
              label={`${who} ${style.toLowerCase()} level`}
              options={[NONE, ...levels]}
              {...levelProps(field)}
            />
          ))}
        </div>
        {withAgeGroup && (
          <SelectField
            label={`${who} age group`}
            options={[NONE, ...ageGroups]}
            {...nullable('ageGroup')}
          />
        )}
        <CheckboxField label={studentLabel} {...inputProps('student', { type: 'checkbox' })} />
      </div>
    </FieldsetBox>
  );
}
