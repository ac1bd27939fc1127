import { expect, type APIRequestContext } from '@playwright/test';
import { publicView } from './registration';

/**
 * A path with a demo dancer named in braces (`/competitors/{Jonas Lindgren}`)
 * written with their id: the server gives dancers their ids, so a test names
 * them. A path without braces is returned as it is.
 */
export async function pathWithDancer(request: APIRequestContext, path: string): Promise<string> {
  const name = /\{(.+)\}/.exec(path)?.[1];
  if (name === undefined) {
    return path;
  }
  const dancer = Object.values((await publicView(request)).competitors).find(
    (each) => each.name === name,
  );
  expect(dancer, `the demo has a dancer named ${name}`).toBeDefined();
  return path.replace(`{${name}}`, encodeURIComponent(dancer!.id));
}
