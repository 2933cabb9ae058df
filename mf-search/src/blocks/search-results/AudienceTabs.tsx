import { Tabs, type SiteLanguage } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import type { AudienceTab, ResultAudience } from '../../rules/audience-tabs';
import { HitList } from './HitList';
import styles from './search-results.module.css';

interface Props {
  tabs: AudienceTab[];
  language: SiteLanguage;
}

const TAB_LABEL: Record<ResultAudience, StringKey> = {
  individuals: 'searchTabIndividuals',
  business: 'searchTabBusiness',
  other: 'searchTabOther',
};

/** The articles grouped by audience in shared-kit's tabs, each tab with its hit count. */
export function AudienceTabs({ tabs, language }: Props) {
  const t = translator(language);
  return (
    <Tabs
      label={t('searchAudienceTabs')}
      tabs={tabs.map((tab) => ({
        key: tab.audience,
        label: (
          <>
            {t(TAB_LABEL[tab.audience])} <span className={styles.tabCount}>({tab.hits.length})</span>
          </>
        ),
        panel: <HitList hits={tab.hits} />,
      }))}
    />
  );
}
