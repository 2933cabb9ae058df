import { useId, useState } from 'react';
import { PAYMENT_CARDS_COLLAPSE_AFTER, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { CardGrid } from '../../components/CardGrid';
import { itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { PaymentCardsData } from './load-payment-cards';

/** Payment cards; more than 3 collapse behind "Show another cards". */
export function PaymentCards({ context, data }: BlockProps<PaymentCardsData>) {
  const [expanded, setExpanded] = useState(false);
  const t = translator(context.language);
  const listId = useId();
  const collapsible = data.cards.length > PAYMENT_CARDS_COLLAPSE_AFTER;
  const shown = collapsible && !expanded ? data.cards.slice(0, PAYMENT_CARDS_COLLAPSE_AFTER) : data.cards;
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CardGrid id={listId} items={shown} headingLevel={itemHeadingLevel(Boolean(data.title))} language={context.language} />
      {collapsible && (
        <button
          type="button"
          className={`bank-secondary-button ${shared.button}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('hideAnotherCards') : t('showAnotherCards')}
        </button>
      )}
    </section>
  );
}
