import { useMemo, useState } from 'react';
import { Block, branchSelected, useHydrated, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { Branch } from '../../api/calculator-types';
import { CalculatorSection } from '../../calculator/CalculatorSection';
import type { CalculatorData } from '../../calculator/load-calculator-data';
import { BranchChoice } from './BranchChoice';
import styles from './calculator-map.module.css';

export interface CalculatorMapData {
  calculator: CalculatorData;
  branches: Branch[];
}

/**
 * The map calculator: the calculator, the branch choice in its form and mf-map's map beside it.
 * The chosen branch goes to the map over the event bus, and into the form's city field.
 */
export function CalculatorMap({ block, context, data }: BlockProps<CalculatorMapData>) {
  const t = translator(context.language);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Branch | null>(null);
  const mapBlock = useMemo(() => ({ id: `${block.id}-map`, type: 'map', attributes: { embedded: true } }), [block.id]);

  const choose = (branchId: string) => {
    const branch = data.branches.find((candidate) => candidate.branchId === branchId) ?? null;
    setChosen(branch);
    if (branch) branchSelected({ branchId: branch.branchId, name: branch.name, lat: branch.lat, lng: branch.lng });
  };

  return (
    <CalculatorSection
      block={block}
      context={context}
      data={data.calculator}
      prefill={chosen?.cityKey ? { city: chosen.cityKey } : undefined}
      beforeForm={
        <div className={styles.branchArea}>
          <BranchChoice branches={data.branches} chosen={chosen} onChoose={choose} t={t} />
          <div className={styles.map}>{hydrated && <Block block={mapBlock} context={context} />}</div>
        </div>
      }
    />
  );
}
