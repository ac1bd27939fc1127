import type { DeviceBinding, JudgeDevicesAnswer, NewDeviceLink } from '@floorcraft/domain/api';
import { api, competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

const devicesPath = (slug: string) => `${competitionApi(slug)}/judge-devices`;

/** The judges and their tablet links in the competition `slug`; not asked while undefined. */
export function useJudgeDevices(slug: string | undefined) {
  return useApiResource<JudgeDevicesAnswer>(slug ? devicesPath(slug) : undefined);
}

/** Makes a new tablet link (code and QR code) for one judge. */
export function createDeviceLink(slug: string, judgeId: string): Promise<NewDeviceLink> {
  return api<NewDeviceLink>('POST', devicesPath(slug), { judgeId });
}

/** Revokes a tablet link: that tablet stops working for the judge at once. */
export function revokeDeviceLink(slug: string, deviceId: string): Promise<unknown> {
  return api('DELETE', `${devicesPath(slug)}/${encodeURIComponent(deviceId)}`);
}

/** Asks which judge this browser is bound to (null when none). */
export async function myDeviceBinding(): Promise<DeviceBinding | null> {
  const { device } = await api<{ device: DeviceBinding | null }>('GET', '/api/judge-devices/me');
  return device;
}

/** Binds this browser to a judge with a code from the scrutineer (QR link or typed). */
export function bindDevice(code: string): Promise<DeviceBinding> {
  return api<DeviceBinding>('POST', '/api/judge-devices/bind', { code });
}
