import type { SiteLanguage } from '@bank/shared-kit';
import { itemHeadingLevel } from '../../components/ItemHeading';
import type { ListPage } from './list-page';
import type { ContentListData } from './load-content-list';
import { ArticleList } from './views/ArticleList';
import { BlogList } from './views/BlogList';
import { BlogSlider } from './views/BlogSlider';
import { FaqList } from './views/FaqList';
import { PartnersGrid } from './views/PartnersGrid';
import { PeopleList } from './views/PeopleList';
import { ProductList } from './views/ProductList';
import { VacancyList } from './views/VacancyList';

interface Props {
  data: ContentListData;
  page: ListPage;
  language: SiteLanguage;
  onTag?: (tag: string) => void;
}

/** The items of a list, drawn the way their type is shown. */
export function ListBody({ data, page, language, onTag }: Props) {
  const { settings, fields } = data;
  const { items, count } = page;
  const label = settings.title ?? '';
  const headingLevel = itemHeadingLevel(Boolean(settings.title));
  switch (settings.kind) {
    case 'blog':
      return settings.carousel ? (
        <BlogSlider items={items} headingLevel={headingLevel} label={label} language={language} autoplayMs={settings.carousel.autoplayMs} />
      ) : (
        <BlogList items={items} headingLevel={headingLevel} language={language} onTag={onTag} />
      );
    case 'faq':
      return <FaqList items={items} headingLevel={headingLevel} />;
    case 'career':
      return <VacancyList items={items} headingLevel={headingLevel} count={count} language={language} />;
    case 'partners':
      return <PartnersGrid items={items} count={count} language={language} />;
    case 'products':
      return <ProductList items={items} headingLevel={headingLevel} language={language} carousel={settings.carousel && { label, ...settings.carousel }} />;
    case 'leadership':
    case 'experts':
      return <PeopleList items={items} headingLevel={headingLevel} language={language} withProfileLink={settings.kind === 'experts'} />;
    default:
      return <ArticleList items={items} headingLevel={headingLevel} kind={settings.kind} fields={fields} />;
  }
}
