import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, type ComponentType } from 'react';
import { LoadingState } from '../feedback/loading-state';
import { useSearchParams } from 'react-router';

/**
 * One tab of a screen: `id` is its value in the address (?tab=id). `Panel` may be lazy (React.lazy):
 * a screen of many tabs then downloads each one's code when it is first opened.
 */
export interface PageTab {
  id: string;
  label: string;
  Panel: ComponentType;
}

export const tabQueryKey = 'tab';

interface PageTabsProps {
  tabs: readonly PageTab[];
  /** What the tab list is about, for assistive technology ("Settings sections"). */
  label: string;
}

/**
 * Tabs of a screen, each rendering its panel only while chosen. The chosen tab is kept in the
 * address (?tab=), so a link or a reload opens the same one; an unknown value opens the first.
 */
export function PageTabs({ tabs, label }: PageTabsProps) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(tabQueryKey);
  const active = tabs.find((tab) => tab.id === asked) ?? tabs[0];
  if (!active) return null;
  const { Panel } = active;

  const choose = (id: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(tabQueryKey, id);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={active.id}
          onChange={(_event, id: string) => choose(id)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`tab-${tab.id}`}
              aria-controls={`tabpanel-${tab.id}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`tabpanel-${active.id}`} aria-labelledby={`tab-${active.id}`}>
        <Suspense fallback={<LoadingState label={`Loading ${active.label}`} />}>
          <Panel />
        </Suspense>
      </Box>
    </>
  );
}
