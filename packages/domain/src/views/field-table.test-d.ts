import type { FieldTable, SeenBy } from './field-table';

// Type tests, checked by `tsc`: what a table must decide before it compiles.

interface Dancer {
  id: string;
  name: string;
  email?: string;
  levels: { latin?: string };
}
interface Competition {
  dancers: Record<string, Dancer>;
  schools: readonly string[];
  marks: Record<number, Record<string, number[]>>;
}

type Fits<Table> = [Table] extends [FieldTable<Competition>] ? true : false;
type Expect<Check extends true> = Check;
type Not<Check extends boolean> = Check extends true ? false : true;

type DancerDecided = { id: SeenBy; name: SeenBy; email: SeenBy; levels: { latin: SeenBy } };
type Decided = { dancers: { each: DancerDecided }; schools: SeenBy; marks: SeenBy };
type WithDancers<Rule> = Omit<Decided, 'dancers'> & { dancers: { each: Rule } };

export type FieldTableChecks = [
  // Every field decided, optional ones too: lists and maps by id of plain data are decided whole.
  Expect<Fits<Decided>>,
  // A new optional field (a dancer's email) is undecided until somebody names who sees it.
  Expect<Not<Fits<WithDancers<Omit<DancerDecided, 'email'>>>>>,
  Expect<Not<Fits<Omit<Decided, 'schools'>>>>,
  // A record with field names cannot be given away whole: its fields are listed one by one.
  Expect<Not<Fits<Omit<Decided, 'dancers'> & { dancers: SeenBy }>>>,
  Expect<Not<Fits<WithDancers<SeenBy>>>>,
  Expect<Not<Fits<WithDancers<Omit<DancerDecided, 'levels'> & { levels: SeenBy }>>>>,
];
