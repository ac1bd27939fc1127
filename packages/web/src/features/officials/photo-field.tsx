import { Alert, Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { MAX_PHOTO_BYTES, megabytes, photoTypes, photoTypesInWords } from '@floorcraft/domain';
import { useState } from 'react';
import { describeFailure } from '../../lib/api/describe-failure';
import { photoProblem } from './photo-rules';
import { uploadPhoto } from '../../lib/api/uploads';

interface PhotoFieldProps {
  slug: string | undefined;
  name: string;
  photoURL: string;
  onChange: (photoURL: string) => void;
}

/**
 * The official's photo: a chosen file is uploaded at once, so the preview
 * shows the stored image; the official keeps it once the form is saved.
 */
export function PhotoField({ slug, name, photoURL, onChange }: PhotoFieldProps) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | null) => {
    setProblem(undefined);
    if (!file || !slug) {
      return;
    }
    const local = photoProblem(file);
    if (local) {
      setProblem(local);
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadPhoto(slug, file));
    } catch (error) {
      setProblem(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md">
        <Avatar
          src={photoURL || null}
          alt={photoURL ? `Photo of ${name || 'the official'}` : undefined}
          size={72}
          radius="xl"
        />
        <FileInput
          label="Photo"
          description={`${photoTypesInWords}, at most ${megabytes(MAX_PHOTO_BYTES)}`}
          placeholder={busy ? 'Uploading…' : 'Choose an image'}
          accept={photoTypes.map((type) => type.contentType).join(',')}
          // The file is uploaded at once and not kept here: the URL is what the form holds.
          value={null}
          onChange={(file) => void choose(file)}
          disabled={busy || !slug}
          w={260}
        />
        {photoURL && (
          <Button variant="subtle" color="red" onClick={() => onChange('')}>
            Remove photo
          </Button>
        )}
      </Group>
      {busy && (
        <Text size="sm" role="status">
          Uploading the photo…
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
