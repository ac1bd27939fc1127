import classes from './native-fields.module.css';

/** A bordered section of a form with its legend, in the look of Mantine's Fieldset. */
export function FieldsetBox({
  legend,
  children,
  ...fieldset
}: Omit<React.FieldsetHTMLAttributes<HTMLFieldSetElement>, 'className'> & {
  legend: React.ReactNode;
}) {
  return (
    <fieldset {...fieldset} className={classes.box}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
