import { Button, Group, List, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

interface AffiliationItemProps {
  name: string;
  editable: boolean;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

/** One school or club, with rename in place and remove. */
export function AffiliationItem({ name, editable, onRename, onRemove }: AffiliationItemProps) {
  const [renaming, setRenaming] = useState<string>();

  if (renaming !== undefined) {
    return (
      <List.Item>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void onRename(renaming).then((ok) => ok && setRenaming(undefined));
          }}
        >
          <Group gap="xs" align="flex-end">
            <TextInput
              aria-label={`New name for ${name}`}
              value={renaming}
              onChange={(event) => setRenaming(event.currentTarget.value)}
              autoFocus
              w={320}
            />
            <Button type="submit" size="xs">
              Save name
            </Button>
            <Button size="xs" variant="default" onClick={() => setRenaming(undefined)}>
              Cancel
            </Button>
          </Group>
        </form>
      </List.Item>
    );
  }
  return (
    <List.Item>
      <Group gap="xs">
        <Text>{name}</Text>
        {editable && (
          <>
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Rename ${name}`}
              onClick={() => setRenaming(name)}
            >
              Rename
            </Button>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Remove ${name}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </>
        )}
      </Group>
    </List.Item>
  );
}
