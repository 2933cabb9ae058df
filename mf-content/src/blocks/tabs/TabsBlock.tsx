import { CmsHtml, Tabs, type BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import type { TabsData } from './load-tabs';

/** CMS tabs (WAI-ARIA tabs, arrow keys between them). */
export function TabsBlock({ data }: BlockProps<TabsData>) {
  if (data.tabs.length === 0) return null;
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <Tabs
        label={data.title ?? data.tabs.map((tab) => tab.title).join(', ')}
        tabs={data.tabs.map((tab) => ({ key: tab.id, label: tab.title, panel: <CmsHtml html={tab.html} /> }))}
      />
    </section>
  );
}
