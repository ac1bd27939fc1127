/** One line of the audit log as GET …/audit lists it: who did what, to whom, from where. */
export interface AuditEntry {
  id: number;
  /** UTC, ISO 8601; screens show it in the competition's zone. */
  at: string;
  competitionSlug?: string;
  /** Who: an email, `system:cli`, `judge-device:…` or, for failed sign-ins, the email tried. */
  actor: string;
  action: string;
  target: string;
  /** From where: the client's IP address. */
  ip: string;
  detail: string;
}

/** GET /api/competitions/:slug/audit: the newest entries first. */
export interface AuditAnswer {
  entries: AuditEntry[];
}
