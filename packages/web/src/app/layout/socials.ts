import type { Socials } from '@floorcraft/domain';

/** Spec §2: the handle without a leading @. */
export function instagramHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

export function hasSocials(socials: Socials | undefined): socials is Socials {
  return Boolean(socials?.website || socials?.facebook || socials?.instagram);
}
