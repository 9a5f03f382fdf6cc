import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { PageHeader } from '../../primitives/PageHeader';
import { Tabs, tabPanelId, type TabItem } from '../../primitives/Tabs';
import * as styles from './ProductTabs.css';

export interface HeroAction {
  readonly label: string;
  /** the tab the button opens */
  readonly tab: string;
}

export interface ProductTabsProps {
  /** the page's h1 */
  title: string;
  lede?: string;
  eyebrow?: string;
  /** hero buttons that open a tab ("View Pricing", "Try the Demo"); the first is primary */
  heroActions?: readonly HeroAction[];
  /** names the tab list: "A/B Testing sections" */
  label: string;
  tabs: readonly TabItem[];
  /** the open tab (controlled) */
  value: string;
  onValueChange: (value: string) => void;
  /** shown between the hero and the tabs: a checkout notice, say */
  notice?: ReactNode;
}

/**
 * A product page's frame: the hero with its h1 and buttons, and the tabs (spec section 2:
 * Overview, Pricing, Features, Demo). The tabs are controlled so that a hero button, a link or
 * the URL can open one. A hero button also brings the tabs into view and moves focus to the
 * opened tab, so keyboard and screen-reader users land where the content changed (and hear
 * which tab it is).
 */
/** The tabs' section (one product page, one set of tabs), for links to the tabs as a whole. */
const sectionsId = 'product-sections';

export function ProductTabs({ title, lede, eyebrow, heroActions = [], label, tabs, value, onValueChange, notice }: ProductTabsProps) {
  const sectionsRef = useRef<HTMLElement>(null);
  const focusTab = useRef(false);

  const moveToTabs = () => {
    const section = sectionsRef.current;
    // Smooth or instant as the page's scroll-behavior says (instant with reduced motion).
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (!focusTab.current) return;
    focusTab.current = false;
    moveToTabs();
  }, [value]);

  const open = (tab: string) => {
    if (tab === value) {
      // Already open: nothing re-renders, so move there now.
      moveToTabs();
      return;
    }
    focusTab.current = true;
    onValueChange(tab);
  };

  return (
    <>
      <PageHeader title={title} lede={lede} eyebrow={eyebrow}>
        {heroActions.length > 0 ? (
          <div className={styles.heroActions}>
            {heroActions.map((action, index) => (
              <Button key={action.tab} asChild size="large" tone={index === 0 ? 'primary' : 'secondary'}>
                {/* A link, so a click before the page's scripts run, or without them, is not lost:
                    it loads the page with that tab (`?tab=`) at its panel, shown from the first
                    paint (tabPanelId); once hydrated, it opens the tab in place. */}
                <a
                  href={`?tab=${action.tab}#${tabPanelId(action.tab)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    open(action.tab);
                  }}
                >
                  {action.label}
                </a>
              </Button>
            ))}
          </div>
        ) : null}
      </PageHeader>
      {notice ? <Container className={styles.notice}>{notice}</Container> : null}
      <section ref={sectionsRef} id={sectionsId} className={styles.sections}>
        <Container>
          <Tabs label={label} items={tabs} value={value} onValueChange={(details) => onValueChange(details.value)} />
        </Container>
      </section>
    </>
  );
}
