import { lazy, useState } from 'react';
import { Suspense } from './Suspense';
import { bootData } from '../app/boot';
import { LanguageFooter } from '../i18n/LanguageFooter';
import { useFrameLabels } from '../i18n/useFrameLabels';
import { PageFrame, type PageFrameProps } from '../design';

// The menu (drawer, modal, transitions) loads the first time it is opened, keeping pages light.
const SiteMenu = lazy(() => import(/* webpackChunkName: "site-menu" */ './SiteMenu'));

/**
 * A signed-out page: the one page frame (logo to /, the site menu, back where the page has one)
 * around a centred card, full width on phones.
 */
export function PublicPage({ children, ...frame }: Omit<PageFrameProps, 'onMenu'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuOpened, setMenuOpened] = useState(false);
  // The site's links come with the page (boot.ts): no API client needed to show the menu.
  const { settings } = bootData();
  const labels = useFrameLabels();
  return (
    <PageFrame
      {...labels}
      footer={<LanguageFooter />}
      {...frame}
      onMenu={() => {
        setMenuOpened(true);
        setMenuOpen(true);
      }}
    >
      {children}
      {menuOpened ? (
        <Suspense fallback={null}>
          <SiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} links={settings?.links} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
