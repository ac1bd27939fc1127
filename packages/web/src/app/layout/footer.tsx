import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { FLOORCRAFT_VERSION, HELP_URL } from '../../config/version';
import { useCompetitionFrame } from '../../lib/realtime/use-competition-frame';
import { hasSocials, instagramHandle } from './socials';

/**
 * Spec §2 footer: shown only when the competition has socials; links to
 * them, a "Powered by" line with the version, and a help link.
 */
export function Footer() {
  const socials = useCompetitionFrame()?.metadata.socials;
  if (!hasSocials(socials)) {
    return null;
  }
  const instagram = socials.instagram ? instagramHandle(socials.instagram) : undefined;
  return (
    <Box component="footer" data-testid="footer" py="lg" mt="xl" bg="gray.0">
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Group component="nav" aria-label="Social media" gap="lg">
            {socials.website && <Anchor href={socials.website}>Website</Anchor>}
            {socials.facebook && <Anchor href={socials.facebook}>Facebook</Anchor>}
            {instagram && (
              <Anchor href={`https://instagram.com/${instagram}`}>Instagram: {instagram}</Anchor>
            )}
          </Group>
          <Text size="sm" c="gray.7">
            Powered by Floorcraft {FLOORCRAFT_VERSION} ·{' '}
            {/* Underlined: inside a sentence, colour alone does not mark a link. */}
            <Anchor href={HELP_URL} underline="always">
              Get help on Discord
            </Anchor>
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
