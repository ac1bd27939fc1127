import { expectTypeOf } from 'vitest';
import type { z } from 'zod';
import type { floorCommandSchemas } from '../floor/commands';
import type { archiveCommandSchemas } from '../metadata/archive';
import type { metadataCommandSchemas } from '../metadata/commands';
import type { messageCommandSchemas } from '../messages/commands';
import type { registrationCommandSchemas } from '../registration/commands';
import type { scoringCommandSchemas } from '../scoring/commands';
import type { setupCommandSchemas } from '../setup/commands';
import type { Command, CommandType } from './command';

// Type tests, checked by `tsc`: the command union is exactly the areas' commands, each area's
// type inferred from its own schemas, and a command is narrowed by its `type`.

type CommandsOf<Schemas extends readonly z.ZodType[]> = z.infer<Schemas[number]>;

type AreasCommands =
  | CommandsOf<typeof metadataCommandSchemas>
  | CommandsOf<typeof archiveCommandSchemas>
  | CommandsOf<typeof setupCommandSchemas>
  | CommandsOf<typeof scoringCommandSchemas>
  | CommandsOf<typeof registrationCommandSchemas>
  | CommandsOf<typeof floorCommandSchemas>
  | CommandsOf<typeof messageCommandSchemas>;

expectTypeOf<Command>().toEqualTypeOf<AreasCommands>();
expectTypeOf<CommandType>().toEqualTypeOf<AreasCommands['type']>();

// Narrowing by type gives that command's fields, and only a known type narrows.
expectTypeOf<Extract<Command, { type: 'startRound' }>>().toHaveProperty('eventName');
expectTypeOf<Extract<Command, { type: 'register' }>>().toHaveProperty('dancer');
expectTypeOf<Extract<Command, { type: 'noSuchCommand' }>>().toBeNever();
