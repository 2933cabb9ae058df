import { CmsHtml, Picture, type BlockProps } from '@bank/shared-kit';
import { CmsLinkView } from '../../components/CmsLinkView';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { PartnerBlockData } from './load-partner-block';
import styles from './partner-block.module.css';

/** The bank's partners: logo, name, a note and a link to the partner's site. */
export function PartnerBlock({ context, data }: BlockProps<PartnerBlockData>) {
  if (data.partners.length === 0) return null;
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CmsHtml html={data.html} />
      <ul className={styles.partners}>
        {data.partners.map((partner) => (
          <li key={partner.title} className={styles.partner}>
            {/* The name follows as text, so the logo adds nothing for a screen reader. */}
            {partner.image && <Picture className={styles.logo} image={{ ...partner.image, alt: '' }} sizes="160px" />}
            <ItemHeading level={headingLevel} className={styles.name}>
              {partner.title}
            </ItemHeading>
            <CmsHtml html={partner.html} className={styles.note} />
            {partner.link && <CmsLinkView link={partner.link} language={context.language} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
