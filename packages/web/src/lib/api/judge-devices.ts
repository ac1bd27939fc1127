import { api, competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

/** One tablet link as GET …/judge-devices lists it. */
export interface DeviceRow {
  id: string;
  judgeId: string;
  judgeName: string;
  createdBy: string;
  createdAt: string;
  codeExpiresAt: string;
  boundAt: string | null;
  revokedAt: string | null;
  codeExpired: boolean;
}

export interface DevicesAnswer {
  /** Each judge in letter order, with the letter every screen shows for them. */
  judges: { id: string; name: string; letter: string }[];
  devices: DeviceRow[];
  /**
   * Where QR codes and typed links point; `warning` says why tablets may not
   * reach it (PUBLIC_URL unset on a server listening beyond loopback).
   */
  links: { origin: string; warning: string | null };
}

/** A link just made: its code and QR code are shown once and never stored here. */
export interface NewDeviceLink {
  device: { judgeName: string; codeExpiresAt: string };
  code: string;
  url: string;
  qrSvg: string;
}

/** Which judge a browser is a tablet for, as the server says. */
export interface DeviceBinding {
  competition: string;
  judgeId: string;
  judgeName: string;
}

const devicesPath = (slug: string) => `${competitionApi(slug)}/judge-devices`;

/** The judges and their tablet links in the competition `slug`; not asked while undefined. */
export function useJudgeDevices(slug: string | undefined) {
  return useApiResource<DevicesAnswer>(slug ? devicesPath(slug) : undefined);
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
