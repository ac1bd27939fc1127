import type { FinalTables } from './final-rows';
import { placeText } from './place-text';
import { TableFrame } from './table-frame';
import classes from './results-tables.module.css';

/** The final's summary: each couple's place in every dance, the total (Rule 9) and the result. */
export function SummaryTableView({
  tables,
  caption = 'Final summary: dance places, totals and result',
}: {
  tables: FinalTables;
  /** The table's name, when not the results page's. */
  caption?: string;
}) {
  const places = tables.summary.map((row) => row.place);
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col" className={classes.names}>
            Couple
          </th>
          {tables.dances.map((dance, index) => (
            <th key={dance} scope="col" className={index === 0 ? classes.danceStart : undefined}>
              {dance}
            </th>
          ))}
          <th scope="col" className={classes.danceStart}>
            Total
          </th>
          <th scope="col" className={classes.place}>
            Place
          </th>
        </tr>
      </thead>
      <tbody>
        {tables.summary.map((row) => (
          <tr key={row.number}>
            <th scope="row">{row.number}</th>
            <td className={classes.names}>{row.names}</td>
            {row.places.map((place, index) => (
              <td
                key={tables.dances[index]}
                className={index === 0 ? classes.danceStart : undefined}
              >
                {place}
              </td>
            ))}
            <td className={classes.danceStart}>{row.total}</td>
            <td className={`${classes.result} ${classes.place}`}>{placeText(row.place, places)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
