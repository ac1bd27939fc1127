import { commandSchema, type Command } from '@floorcraft/domain';
import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { domainResolver } from '../../lib/forms/domain-resolver';
import { feedbackOf, FormFooter } from '../../components/form-footer';

const welcomeCommand = (values: { text: string }): Command => ({
  type: 'setBigScreen',
  mode: 'welcome',
  welcomeText: values.text.trim(),
});

/** The welcome screen's words under the competition's name (sponsors, thanks), then shown. */
export function WelcomeForm({ text }: { text: string }) {
  const command = useCommand();
  const form = useForm({
    initialValues: { text },
    validate: domainResolver({
      schema: commandSchema,
      input: welcomeCommand,
      fields: { welcomeText: 'text' },
    }),
  });
  return (
    <form
      aria-label="Welcome screen"
      onSubmit={form.onSubmit((values) => void command.run(welcomeCommand(values)))}
    >
      <Stack gap="xs">
        <Textarea
          label="Welcome text"
          description="Shown under the competition's name: sponsors, thanks, the next session."
          autosize
          minRows={2}
          {...form.getInputProps('text')}
        />
        <FormFooter outcome={feedbackOf(command)}>
          <Button type="submit" variant="default" disabled={command.pending} w="fit-content">
            Show welcome
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
