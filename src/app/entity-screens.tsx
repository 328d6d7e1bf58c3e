import type { ScreenDescriptor } from '@/features/screen-descriptor';
import { ENTITIES, type EntityDef } from '@/domain/entities';

/** A plain entity's screen: the list page of its definition, served under `def.screen` (no page file). */
export function entityScreen(def: EntityDef & { screen: string }): ScreenDescriptor {
  return {
    component: def.screen,
    load: async () => {
      const { EntityListPage } = await import('@/components/crud');
      return {
        default: function EntityScreen() {
          return <EntityListPage entity={def} />;
        },
      };
    },
    prefetch: async () => {
      const { prefetchList } = await import('@/components/crud/list-prefetch');
      prefetchList({ entity: def });
    },
  };
}

/** Every definition that names its screen. */
export const entityScreens: ScreenDescriptor[] = ENTITIES.filter((def): def is EntityDef & { screen: string } =>
  Boolean(def.screen),
).map(entityScreen);
