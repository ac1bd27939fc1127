/** One tablet link as GET /api/competitions/:slug/judge-devices lists it. */
export interface JudgeDeviceRow {
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

/** GET /api/competitions/:slug/judge-devices. */
export interface JudgeDevicesAnswer {
  /** Each judge in letter order, with the letter every screen shows for them. */
  judges: { id: string; name: string; letter: string }[];
  devices: JudgeDeviceRow[];
  /**
   * Where QR codes and typed links point; `warning` says why tablets may not
   * reach it (PUBLIC_URL unset on a server listening beyond loopback).
   */
  links: { origin: string; warning: string | null };
}

/** POST /api/competitions/:slug/judge-devices: the code and QR code, shown once, never stored. */
export interface NewDeviceLink {
  device: JudgeDeviceRow;
  code: string;
  url: string;
  qrSvg: string;
}

/** Which judge a browser is a tablet for: POST /api/judge-devices/bind, GET …/me's `device`. */
export interface DeviceBinding {
  competition: string;
  judgeId: string;
  judgeName: string;
}
