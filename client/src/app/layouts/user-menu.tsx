import { lazy, Suspense, useState } from 'react';
import { withScreenRecipes } from '../../theme/load-screen-recipes';
import { MenuButton } from './user-menu-button';

/*
 * Chakra's menu (its state machine, positioning and portal) is about a sixth of the sign-in page's JavaScript: the
 * header draws its button at once and loads the menu when the button is first pressed (or hovered or focused, so it
 * is usually there by the click). The menu then replaces the button and opens.
 */
const loadPopup = withScreenRecipes(() => import('./user-menu-popup'));
const UserMenuPopup = lazy(loadPopup);

export function UserMenu() {
  const [pressed, setPressed] = useState(false);
  if (!pressed) {
    const prefetch = () => void loadPopup();
    return <MenuButton aria-haspopup="menu" aria-expanded={false} onPointerEnter={prefetch} onFocus={prefetch} onClick={() => setPressed(true)} />;
  }
  return (
    <Suspense fallback={<MenuButton aria-haspopup="menu" aria-expanded={false} loading />}>
      <UserMenuPopup />
    </Suspense>
  );
}
