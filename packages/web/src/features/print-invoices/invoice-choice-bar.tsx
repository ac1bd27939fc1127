import { Button, Group, Select } from '@mantine/core';

/** The value of "every invoice" in the school picker (a school is never named by the empty string). */
const ALL = '';

interface InvoiceChoiceBarProps {
  choices: string[];
  /** The chosen school or independent dancer; null for all. */
  school: string | null;
  onSchoolChange: (school: string | null) => void;
  onDownload: () => void;
}

/** Screen only: which invoices to print, and the same lines as CSV for the treasurer. */
export function InvoiceChoiceBar({
  choices,
  school,
  onSchoolChange,
  onDownload,
}: InvoiceChoiceBarProps) {
  const data = [
    { value: ALL, label: 'All schools and independent dancers' },
    // A name no longer owing anything (an old bookmark) stays shown, so the page can say so.
    ...[...choices, ...(school && !choices.includes(school) ? [school] : [])].map((name) => ({
      value: name,
      label: name,
    })),
  ];
  return (
    <Group align="end" gap="md">
      <Select
        label="School"
        data={data}
        value={school ?? ALL}
        onChange={(value) => onSchoolChange(value === null || value === ALL ? null : value)}
        searchable
        allowDeselect={false}
        w={{ base: '100%', sm: 360 }}
      />
      <Button variant="default" onClick={onDownload}>
        Download CSV
      </Button>
    </Group>
  );
}
