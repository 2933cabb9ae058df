import { type Translate } from '../../i18n/strings';
import styles from './webform.module.css';

interface Props {
  text: string;
  brokerDone: boolean;
  brokerPending: boolean;
  t: Translate;
  onBroker: () => void;
}

/** returnValue "10": the bank is still deciding; the broker may take the application instead. */
export function ProcessingNotice({ text, brokerDone, brokerPending, t, onBroker }: Props) {
  return (
    <div className={styles.result}>
      <p role="status">{brokerDone ? text : t('requestProcessing')}</p>
      {!brokerDone && (
        <>
          {text && <p>{text}</p>}
          <button type="button" className={`bank-primary-button ${styles.submit}`} onClick={onBroker} disabled={brokerPending}>
            {t('sendToBroker')}
          </button>
        </>
      )}
    </div>
  );
}
