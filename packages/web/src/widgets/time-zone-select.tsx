import { DEFAULT_TIME_ZONE, zoneLabel } from '@floorcraft/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/**
 * Every IANA zone this browser knows, plus UTC and the value held (a zone
 * the server stored may be spelled differently by this browser's ICU).
 * Labelled with the place, so typing "new york" finds America/New_York.
 */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = new Set([DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone')]);
  if (current !== '') {
    zones.add(current);
  }
  return [...zones].map((zone) => ({
    value: zone,
    label: zone === DEFAULT_TIME_ZONE ? zone : `${zone} (${zoneLabel(zone)})`,
  }));
}

/** A searchable select of IANA time zones: the competition's zone in setup and create. */
export function TimeZoneSelect(props: Omit<SelectProps, 'data'> & { value: string }) {
  const data = useMemo(() => timeZoneOptions(props.value), [props.value]);
  return <Select searchable allowDeselect={false} limit={50} {...props} data={data} />;
}
