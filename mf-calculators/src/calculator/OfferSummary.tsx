import { type Translate } from '../i18n/strings';
import type { CalculatorResult, CalculatorType } from '../api/calculator-types';
import { offerLines } from '../calculation/offer-lines';
import styles from './calculator.module.css';

interface Props {
  type: CalculatorType;
  result: CalculatorResult;
  t: Translate;
}

/** The figures of a credit, deposit, card or universal offer, with the product's signs. */
export function OfferSummary({ type, result, t }: Props) {
  const signs = [...(result.signs ?? [])].sort((a, b) => a.orderSign - b.orderSign);
  return (
    <>
      {result.productName && type !== 'IndCreditCardCalc' && <p className={styles.productName}>{result.productName}</p>}
      <dl className={styles.figures}>
        {offerLines(type, result, t).map((line) => (
          <div key={line.label} className={styles.figure}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {signs.length > 0 && (
        <ul className={styles.signs}>
          {signs.map((sign) => (
            <li key={sign.orderSign}>
              <strong>{sign.nameSign}</strong> {sign.textSign}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
