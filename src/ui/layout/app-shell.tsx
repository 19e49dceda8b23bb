import { Outlet } from 'react-router-dom';

/** The frame around every screen: top bar, sidebar, bottom navigation, footer, modals and toasts. */
export function AppShell() {
  return (
    <div className="app">
      <Outlet />
    </div>
  );
}
