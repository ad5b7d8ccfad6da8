import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { TabList } from './tab-list.tsx';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../../contract/constants.ts';
import { categorySlug } from '../../../contract/vehicle-checks.contract.ts';
import { t } from '../../lib/i18n/index.ts';

/** A tab per vehicle category, each showing its item (check templates, maintenance programmes); values are slugs, as axe wants no spaces. */
export function CategoryTabs<Item extends { category: VehicleCategory }>({ items, children }: { items: Item[]; children: (item: Item) => ReactNode }) {
  return (
    <Tabs.Root defaultValue={categorySlug(VEHICLE_CATEGORIES[0])}>
      <TabList spacing="mb-3" tabs={VEHICLE_CATEGORIES.map((category) => ({ value: categorySlug(category), label: t(`category.${category}`) }))} />
      {items.map((item) => (
        <Tabs.Content key={item.category} value={categorySlug(item.category)}>
          {children(item)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
