import { levels, type LevelProfile } from '@floorcraft/domain';
import { Fieldset, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { PersonDraft } from './couple-form-model';

/** Spec §3 competitor level profile: one optional level per style. */
const LEVEL_FIELDS: { field: keyof LevelProfile; style: string }[] = [
  { field: 'standardLevel', style: 'Standard' },
  { field: 'smoothLevel', style: 'Smooth' },
  { field: 'rhythmLevel', style: 'Rhythm' },
  { field: 'latinLevel', style: 'Latin' },
];

interface PersonFieldsProps {
  role: 'Lead' | 'Follow';
  value: PersonDraft;
  onChange: (next: PersonDraft) => void;
  affiliations: readonly string[];
  /** Existing dancers to choose from; without them only a new dancer can be entered. */
  dancers?: readonly { value: string; label: string }[] | undefined;
}

/** One dancer of the couple: an existing competitor (searchable), or a new one with school and levels. */
export function PersonFields({ role, value, onChange, affiliations, dancers }: PersonFieldsProps) {
  const mode = dancers ? value.mode : 'new';
  return (
    <Fieldset legend={role}>
      <Stack gap="sm">
        {dancers && (
          <SegmentedControl
            aria-label={`${role}: new or existing dancer`}
            value={mode}
            onChange={(next) => onChange({ ...value, mode: next })}
            data={[
              { value: 'new', label: 'New dancer' },
              { value: 'existing', label: 'Existing dancer' },
            ]}
          />
        )}
        {mode === 'existing' ? (
          <Select
            label={role}
            placeholder="Search by name or school"
            searchable
            limit={50}
            nothingFoundMessage="No dancer by that name"
            data={dancers as { value: string; label: string }[]}
            value={value.id}
            onChange={(id) => onChange({ ...value, id })}
          />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={`${role} name`}
                value={value.name}
                onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
                maxLength={120}
              />
              <Select
                label={`${role} school`}
                placeholder="School or club"
                searchable
                data={[...affiliations]}
                value={value.affiliation}
                onChange={(affiliation) => onChange({ ...value, affiliation })}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {LEVEL_FIELDS.map(({ field, style }) => (
                <Select
                  key={field}
                  label={`${role} ${style.toLowerCase()} level`}
                  placeholder="Optional"
                  clearable
                  data={[...levels]}
                  value={value.levels[field] ?? null}
                  onChange={(level) =>
                    onChange({
                      ...value,
                      levels: {
                        ...value.levels,
                        [field]: level ?? undefined,
                      },
                    })
                  }
                />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
