import {
  setFeeScheduleCommandSchema,
  type FeeSchedule,
  type FeeScheduleInput,
  type PhasePrices,
  type PriceList,
} from '@floorcraft/domain';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';
import { AMOUNT_HINT, centsFromInput, inputFromCents } from '../../lib/forms/money-input';

/** The paying phases, in the order a season runs (spec §4); Pending pays Normal. */
export const PHASES = ['Early', 'Normal', 'Late'] as const satisfies readonly (keyof PhasePrices)[];

/** One row of prices as typed: an amount per phase. */
export type PriceValues = Record<(typeof PHASES)[number], string>;

/** A price list as typed: once per dancer, and per entry. */
export interface PriceListValues {
  perDancer: PriceValues;
  perEntry: PriceValues;
}

/** The fee schedule form's values. */
export interface FeeScheduleValues extends PriceListValues {
  currency: string;
  /** Whether students pay prices of their own. */
  studentPrices: boolean;
  student: PriceListValues;
}

/** How the form's rows are named: "Per dancer", "Students per entry". */
export const PRICE_ROWS = [
  { path: 'perDancer', label: 'Per dancer' },
  { path: 'perEntry', label: 'Per entry' },
] as const;

/** How the form's fields are named in its problems ("Per dancer, Early: …"). */
export const FEE_LABELS: Readonly<Record<string, string>> = {
  currency: 'Currency',
  ...Object.fromEntries(
    [...PRICE_ROWS, ...PRICE_ROWS.map((row) => ({ ...row, path: `student.${row.path}` }))].flatMap(
      (row) =>
        PHASES.map((phase) => [
          `${row.path}.${phase}`,
          `${row.path.startsWith('student.') ? 'Students ' + row.label.toLowerCase() : row.label}, ${phase}`,
        ]),
    ),
  ),
};

const pricesValues = (prices: PhasePrices | undefined): PriceValues => ({
  Early: prices ? inputFromCents(prices.Early) : '',
  Normal: prices ? inputFromCents(prices.Normal) : '',
  Late: prices ? inputFromCents(prices.Late) : '',
});

const listValues = (list: PriceList | undefined): PriceListValues => ({
  perDancer: pricesValues(list?.perDancer),
  perEntry: pricesValues(list?.perEntry),
});

/** The form filled from the stored schedule, or empty (in US dollars) when there is none. */
export function feeScheduleValues(stored: FeeSchedule | undefined): FeeScheduleValues {
  return {
    currency: stored?.currency ?? 'USD',
    ...listValues(stored),
    studentPrices: stored?.student !== undefined,
    student: listValues(stored?.student),
  };
}

// An unreadable amount goes to the schema as no number; the form's own words name it first.
const cents = (text: string) => centsFromInput(text) ?? Number.NaN;
const prices = (values: PriceValues): PhasePrices => ({
  Early: cents(values.Early),
  Normal: cents(values.Normal),
  Late: cents(values.Late),
});
const priceList = (values: PriceListValues): PriceList => ({
  perDancer: prices(values.perDancer),
  perEntry: prices(values.perEntry),
});

/** The form as the fee schedule `setFeeSchedule` sends: cents, student prices null unless split. */
export function feeScheduleInput(values: FeeScheduleValues): FeeScheduleInput {
  return {
    currency: values.currency.trim().toUpperCase(),
    ...priceList(values),
    student: values.studentPrices ? priceList(values.student) : null,
  };
}

/** Every amount field of the form that is in use, by path. */
function amountFields(values: FeeScheduleValues): [string, string][] {
  const lists: [string, PriceListValues][] = [['', values]];
  if (values.studentPrices) {
    lists.push(['student.', values.student]);
  }
  return lists.flatMap(([prefix, list]) =>
    PRICE_ROWS.flatMap((row) =>
      PHASES.map((phase): [string, string] => [
        `${prefix}${row.path}.${phase}`,
        list[row.path][phase],
      ]),
    ),
  );
}

/**
 * The fee form's checks: every amount must read as money (the browser's
 * words: "enter an amount such as 25 or 25.50"; 0 is a price), then the
 * domain's own schema of `setFeeSchedule` (a three-letter currency, whole
 * cents, at most 100,000.00).
 */
export const feeScheduleRules = allRules<FeeScheduleValues>(
  (values): FieldErrors =>
    Object.fromEntries(
      amountFields(values)
        .filter(([, text]) => centsFromInput(text) === undefined)
        .map(([path]) => [path, AMOUNT_HINT]),
    ),
  domainResolver({
    schema: setFeeScheduleCommandSchema.shape.fees,
    input: feeScheduleInput,
  }),
);
