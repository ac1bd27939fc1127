import type { RegisterDancer } from '@floorcraft/domain';
import type { ComboboxOption } from '../../components/native-fields/combobox-field';

/** The registered dancers a partner is chosen from, but the dancer themself, by "name · school". */
export function dancerOptions(dancers: readonly RegisterDancer[], ownId: string): ComboboxOption[] {
  return dancers
    .filter((dancer) => dancer.id !== ownId)
    .map((dancer) => ({ value: dancer.id, label: `${dancer.name} · ${dancer.affiliation}` }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
