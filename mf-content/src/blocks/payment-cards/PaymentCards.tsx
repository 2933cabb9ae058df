import { PAYMENT_CARDS_COLLAPSE_AFTER, ShowMore, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { CardGrid } from '../../components/CardGrid';
import { itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { PaymentCardsData } from './load-payment-cards';

/** Payment cards; more than 3 collapse behind "Show another cards". */
export function PaymentCards({ context, data }: BlockProps<PaymentCardsData>) {
  const t = translator(context.language);
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  const shown = data.cards.slice(0, PAYMENT_CARDS_COLLAPSE_AFTER);
  const others = data.cards.slice(PAYMENT_CARDS_COLLAPSE_AFTER);
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CardGrid items={shown} headingLevel={headingLevel} language={context.language} />
      {others.length > 0 && (
        <ShowMore showLabel={t('showAnotherCards')} hideLabel={t('hideAnotherCards')}>
          <CardGrid items={others} headingLevel={headingLevel} language={context.language} />
        </ShowMore>
      )}
    </section>
  );
}
