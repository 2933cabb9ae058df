import { useId } from 'react';
import { type Translate } from '../../i18n/strings';
import type { Branch } from '../../api/calculator-types';
import styles from './calculator-map.module.css';

interface Props {
  branches: Branch[];
  chosen: Branch | null;
  onChoose: (branchId: string) => void;
  t: Translate;
}

/** The branch where the visitor will get the product, grouped by city. */
export function BranchChoice({ branches, chosen, onChoose, t }: Props) {
  const id = useId();
  const cities = [...new Set(branches.map((branch) => branch.city))];
  return (
    <div className={styles.choice}>
      <label htmlFor={id} className={styles.label}>
        {t('calcBranch')}
      </label>
      <select id={id} className={styles.select} value={chosen?.branchId ?? ''} onChange={(event) => onChoose(event.target.value)}>
        <option value="" disabled>
          {t('calcChooseBranch')}
        </option>
        {cities.map((city) => (
          <optgroup key={city} label={city}>
            {branches
              .filter((branch) => branch.city === city)
              .map((branch) => (
                <option key={branch.branchId} value={branch.branchId}>
                  {branch.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <p aria-live="polite" className={styles.chosen}>
        {chosen ? t('calcChosenBranch', { name: chosen.name, address: chosen.address }) : ''}
      </p>
    </div>
  );
}
