import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { branchSelected, pageOfQuery, Tabs, type BlockProps } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import { BRANCH_CATEGORIES, type BranchCategory } from '../../branches/branch';
import { createBranchMapModel } from '../../stores/branch-map-model';
import type { BranchMapData } from './load-branch-map';
import { BranchFilters } from './BranchFilters';
import { MapToolbar } from './MapToolbar';
import { LocationStatus } from './LocationStatus';
import { BranchList } from './BranchList';
import { BranchMapView } from './BranchMapView';
import { RouteDetails } from './RouteDetails';
import styles from './branch-map.module.css';

const CATEGORY_LABELS: Record<BranchCategory, StringKey> = {
  0: 'mapCategoryBranches',
  1: 'mapCategoryMiniBranches',
  2: 'mapCategoryBusinessCenters',
  3: 'mapCategoryAtms',
};

/** Branches and ATMs on a map and in a list, with filters, find me and routes (spec 2.11, 4.9). */
export function BranchMap({ block, context, data }: BlockProps<BranchMapData>) {
  const [model] = useState(() =>
    createBranchMapModel({
      language: context.language,
      category: 0,
      list: data.list,
      regions: data.regions,
      view: data.embedded ? 'map' : 'list',
      page: pageOfQuery(context.query),
    }),
  );
  const [view, tilesUnavailable, category, categoryChosen] = useUnit([model.$view, model.$tilesUnavailable, model.$category, model.categoryChosen]);
  const t = translator(context.language);
  // Ids from the block's own id, not useId: they must be the same in the server's HTML and after hydration.
  const idBase = `mf-map-${block.id}`;
  const titleId = `${idBase}-title`;

  // The map calculator tells which branch its form chose (shared event bus).
  useEffect(() => {
    const subscription = branchSelected.watch(model.branchShownFromBus);
    return () => subscription.unsubscribe();
  }, [model]);

  if (data.embedded) {
    return (
      <section className={styles.branchMap} aria-label={t('mapLabel')}>
        <MapToolbar model={model} language={context.language} embedded />
        <LocationStatus model={model} language={context.language} />
        <BranchMapView model={model} language={context.language} idBase={idBase} embedded />
        <RouteDetails model={model} language={context.language} idBase={idBase} />
      </section>
    );
  }

  return (
    <section className={styles.branchMap} aria-labelledby={data.title ? titleId : undefined} aria-label={data.title ? undefined : t('mapLabel')}>
      {data.title && (
        <h2 id={titleId} className={styles.title}>
          {data.title}
        </h2>
      )}
      <Tabs
        label={t('mapCategories')}
        tabs={BRANCH_CATEGORIES.map((item) => ({ key: item, label: t(CATEGORY_LABELS[item]) }))}
        selected={category}
        onSelect={categoryChosen}
        idBase={`${idBase}-categories`}
      >
        <BranchFilters model={model} language={context.language} idBase={idBase} />
        <MapToolbar model={model} language={context.language} />
        <LocationStatus model={model} language={context.language} />
        {view === 'map' && <BranchMapView model={model} language={context.language} idBase={idBase} />}
        {/* A map without tiles is pins on a schematic of the city: the list stays beside it, as its message says. */}
        {(view === 'list' || tilesUnavailable) && <BranchList model={model} context={context} idBase={idBase} />}
        <RouteDetails model={model} language={context.language} idBase={idBase} />
      </Tabs>
    </section>
  );
}
