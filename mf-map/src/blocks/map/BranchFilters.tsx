import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { BranchMapModel } from '../../stores/branch-map-model';
import styles from './branch-map.module.css';

/** Search over name and address, region and city selects, and the two toggles. */
export function BranchFilters({ model, language, idBase }: { model: BranchMapModel; language: SiteLanguage; idBase: string }) {
  const [filter, regions] = useUnit([model.$filter, model.$regions]);
  const events = useUnit({
    search: model.searchChanged,
    region: model.regionChosen,
    city: model.cityChosen,
    energy: model.energyToggled,
    inclusive: model.inclusiveToggled,
  });
  const t = translator(language);
  const cities = filter.region ? (regions.find((region) => region.name === filter.region)?.cities ?? []) : regions.flatMap((region) => region.cities);

  return (
    <div role="search" aria-label={t('mapFilters')} className={styles.filters}>
      <div className={styles.field}>
        <label htmlFor={`${idBase}-search`}>{t('mapSearch')}</label>
        <input id={`${idBase}-search`} type="search" className="bank-input" value={filter.search} onChange={(event) => events.search(event.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idBase}-region`}>{t('mapRegion')}</label>
        <select id={`${idBase}-region`} className="bank-input" value={filter.region} onChange={(event) => events.region(event.target.value)}>
          <option value="">{t('mapAllRegions')}</option>
          {regions.map((region) => (
            <option key={region.name} value={region.name}>
              {region.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${idBase}-city`}>{t('mapCity')}</label>
        <select id={`${idBase}-city`} className="bank-input" value={filter.city} onChange={(event) => events.city(event.target.value)}>
          <option value="">{t('mapAllCities')}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.toggles}>
        <label className={styles.toggle}>
          <input type="checkbox" checked={filter.energyIndependent} onChange={(event) => events.energy(event.target.checked)} />
          {t('mapEnergyIndependent')}
        </label>
        <label className={styles.toggle}>
          <input type="checkbox" checked={filter.inclusive} onChange={(event) => events.inclusive(event.target.checked)} />
          {t('mapInclusive')}
        </label>
      </div>
    </div>
  );
}
