import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { TAB_LIST, TAB_TRIGGER } from './tabs.ts';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../contract/constants.ts';
import { categorySlug } from '../../../contract/vehicle-checks.contract.ts';
import { t } from '../../lib/i18n/index.ts';

/** A tab per vehicle category, each showing its item (check templates, maintenance programmes); values are slugs, as axe wants no spaces. */
export function CategoryTabs<Item extends { category: VehicleCategory }>({ items, children }: { items: Item[]; children: (item: Item) => ReactNode }) {
  return (
    <Tabs.Root defaultValue={categorySlug(VEHICLE_CATEGORIES[0])}>
      <Tabs.List className={`mb-3 ${TAB_LIST}`}>
        {VEHICLE_CATEGORIES.map((category) => (
          <Tabs.Trigger key={category} value={categorySlug(category)} className={TAB_TRIGGER}>
            {t(`category.${category}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {items.map((item) => (
        <Tabs.Content key={item.category} value={categorySlug(item.category)}>
          {children(item)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
