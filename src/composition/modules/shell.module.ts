import { ContainerModule } from 'inversify';
import { SidebarStore, initialSidebarState } from '../../application/stores/sidebar.store';
import type { StateReset } from '../../application/stores/state-reset';
import { SelectSidebarMenu } from '../../application/use-cases/sidebar/select-sidebar-menu';
import { SyncSidebarWithRoute } from '../../application/use-cases/sidebar/sync-sidebar-with-route';
import { ToggleSidebarExpanded } from '../../application/use-cases/sidebar/toggle-sidebar-expanded';
import { ToggleMobileSidebar } from '../../application/use-cases/sidebar/toggle-mobile-sidebar';
import { bindClass } from '../bind-class';
import { resettableStore } from '../module-bindings';

/** The app shell's own state: the sidebar (spec §2), reset on logout or 401 (spec §4). */
export const shellModule = (stateReset: StateReset) =>
  new ContainerModule(({ bind }) => {
    bind(SidebarStore).toConstantValue(resettableStore(stateReset, 'sidebar', initialSidebarState));
    bindClass(bind, SelectSidebarMenu, [SidebarStore]);
    bindClass(bind, SyncSidebarWithRoute, [SidebarStore, SelectSidebarMenu]);
    bindClass(bind, ToggleSidebarExpanded, [SidebarStore]);
    bindClass(bind, ToggleMobileSidebar, [SidebarStore]);
  });
