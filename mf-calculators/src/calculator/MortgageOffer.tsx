import { ShowMore } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import type { CalculatorResult, Sign } from '../api/calculator-types';
import { groupThousands } from '../calculation/group-thousands';
import styles from './calculator.module.css';

interface Props {
  result: CalculatorResult;
  t: Translate;
}

/** A list of the mortgage result: its first entry is the heading, the rest are figures. */
function SignList({ entries }: { entries: Sign[] }) {
  const [heading, ...rows] = [...entries].sort((a, b) => a.orderSign - b.orderSign);
  if (!heading) return null;
  return (
    <div className={styles.mortgageList}>
      <h4 className={styles.mortgageHeading}>{heading.nameSign}</h4>
      <dl className={styles.figures}>
        {rows.map((row) => (
          <div key={row.orderSign} className={styles.figure}>
            <dt>{row.nameSign}</dt>
            <dd>{groupThousands(row.textSign)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The mortgage offer; its costs are shown on "In detail" and hidden again on "Collapse". */
export function MortgageOffer({ result, t }: Props) {
  return (
    <>
      <SignList entries={result.offers ?? []} />
      <ShowMore showLabel={t('calcInDetail')} hideLabel={t('calcCollapse')} toggleClassName={styles.toggle} toggleAt="start">
        <SignList entries={result.costs ?? []} />
      </ShowMore>
    </>
  );
}
