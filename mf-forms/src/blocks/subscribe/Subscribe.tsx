import { useId, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { createSubscribeModel, type SubscribeModel } from '../../stores/subscribe-model';
import styles from './subscribe.module.css';

export interface SubscribeData {
  title: string | null;
  subtitle: string | null;
}

interface Props extends BlockProps<SubscribeData> {
  /** Tests pass a model with a stand-in call. */
  model?: SubscribeModel;
}

/** The newsletter subscribe form: one email field, a confirmation for 3 s, then the form again. */
export function Subscribe({ data, context, model: given }: Props) {
  const [model] = useState(() => given ?? createSubscribeModel({ language: context.language }));
  const [email, issue, status, confirmation, failure] = useUnit([model.$email, model.$issue, model.$status, model.$confirmation, model.$failure]);
  const t = translator(context.language);
  const id = useId();
  const errorId = `${id}-error`;
  const titleId = `${id}-title`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.submitted();
  };

  return (
    <section className={styles.subscribe} aria-labelledby={data.title ? titleId : undefined}>
      {data.title && (
        <h2 id={titleId} className={styles.title}>
          {data.title}
        </h2>
      )}
      {data.subtitle && <p className={styles.subtitle}>{data.subtitle}</p>}
      <div role="status" aria-live="polite" className={styles.confirmation}>
        {status === 'subscribed' ? (confirmation ?? t('newsletterDone')) : null}
      </div>
      {status !== 'subscribed' && (
        // Before (or without) its script the form posts to the site's newsletter route, which answers with a page.
        <form method="post" action={`/api/${context.language}/newsletter`} className={styles.form} onSubmit={submit} noValidate>
          <input type="hidden" name="returnTo" value={context.path} />
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>{t('newsletterEmail')}</label>
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              className="bank-input"
              value={email}
              onChange={(event) => model.emailChanged(event.target.value)}
              aria-invalid={issue ? true : undefined}
              aria-describedby={issue ? errorId : undefined}
            />
            {issue && (
              <p id={errorId} className="bank-field-error">
                {t(issue.message, issue.params)}
              </p>
            )}
          </div>
          <button type="submit" className={`bank-primary-button ${styles.button}`} disabled={status === 'sending'}>
            {status === 'sending' ? t('newsletterSending') : t('newsletterSubscribe')}
          </button>
          {status === 'failed' && failure && (
            <p role="alert" className={styles.failure}>
              {t(failure.message, failure.params)}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
