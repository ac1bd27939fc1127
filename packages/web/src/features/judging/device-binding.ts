import type { DeviceBinding } from '@floorcraft/domain/api';
import { ApiError } from '../../lib/api/api-error';
import { bindDevice, myDeviceBinding } from '../../lib/api/judge-devices';

export type { DeviceBinding };

const STORAGE_KEY = 'floorcraft.judge-binding';

/** The binding last confirmed by the server, for when it cannot be asked. */
export function cachedBinding(): DeviceBinding | null {
  try {
    const text = localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as DeviceBinding) : null;
  } catch {
    return null;
  }
}

function remember(binding: DeviceBinding | null): DeviceBinding | null {
  try {
    if (binding) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(binding));
    } else {
      localStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Storage full or blocked: the tablet still works while the server answers.
  }
  return binding;
}

/** Whether a failed request never got an answer from our server (offline, blocked). */
export function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** Asks the server which judge this browser is bound to, and remembers the answer. */
export async function fetchBinding(): Promise<DeviceBinding | null> {
  return remember(await myDeviceBinding());
}

/** Binds this browser with a code from the scrutineer (QR link or typed). */
export async function bindCode(code: string): Promise<DeviceBinding> {
  const bound = await bindDevice(code);
  remember(bound);
  return bound;
}
