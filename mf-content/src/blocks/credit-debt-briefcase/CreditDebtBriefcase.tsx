import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import { FileLinks } from '../../components/FileLinks';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { CreditDebtBriefcaseData } from './load-credit-debt-briefcase';

/** Debt portfolio for sale: an introduction, a card per lot with its terms and documents, and where to apply. */
export function CreditDebtBriefcase({ context, data }: BlockProps<CreditDebtBriefcaseData>) {
  if (data.lots.length === 0 && !data.html) return null;
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CmsHtml html={data.html} />
      {data.lots.length > 0 && (
        <ul className={shared.cards}>
          {data.lots.map((lot) => (
            <li key={lot.title} className={`bank-card ${shared.card}`}>
              <ItemHeading level={headingLevel} className={shared.cardTitle}>
                {lot.title}
              </ItemHeading>
              <CmsHtml html={lot.html} />
              <FileLinks files={lot.files} language={context.language} />
            </li>
          ))}
        </ul>
      )}
      {data.link && (
        <p className={shared.action}>
          <CmsLinkView link={data.link} language={context.language} className={`bank-primary-button ${shared.button}`} />
        </p>
      )}
    </section>
  );
}
