import type { Competitor } from '@floorcraft/domain';
import { Select } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';

interface RegisteredPartnerSelectProps {
  competitors: Readonly<Record<string, Competitor>>;
  inputProps: GetInputPropsReturnType;
}

/** A dancer already registered, found by typing part of their name or school (public names only). */
export function RegisteredPartnerSelect({ competitors, inputProps }: RegisteredPartnerSelectProps) {
  const dancers = useMemo(
    () =>
      Object.values(competitors)
        .map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [competitors],
  );
  return (
    <Select
      label="Partner (search by name)"
      placeholder="Type a name"
      searchable
      limit={30}
      nothingFoundMessage="No registered dancer by that name"
      data={dancers}
      required
      {...inputProps}
    />
  );
}
