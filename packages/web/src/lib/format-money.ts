const formats = new Map<string, Intl.NumberFormat>();

/** An amount in cents of `currency` (ISO 4217) as people read it: "$45.00", "€12.50". */
export function formatCents(cents: number, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format.format(cents / 100);
}
