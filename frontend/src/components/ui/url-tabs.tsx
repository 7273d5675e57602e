import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** The query parameter that names the open tab. */
const TAB_PARAM = 'tab';

/** One tab: its value in the URL (`?tab=`), its label, and what it shows. */
export interface UrlTab<V extends string> {
  value: V;
  label: ReactNode;
  content: ReactNode;
}

/** The tab the URL names (`?tab=`); the first one when it names none of `values`. */
function openIn<V extends string>(values: readonly V[], params: URLSearchParams): V | undefined {
  const named = params.get(TAB_PARAM);
  return values.find((value) => value === named) ?? values[0];
}

/** The open tab of a page's `UrlTabs` over `values`, for a page that needs it beside the tabs. */
export function useUrlTab<V extends string>(values: readonly [V, ...V[]]): V {
  const [params] = useSearchParams();
  return openIn(values, params) ?? values[0];
}

/** How a trigger looks; its value is the tab's. */
export type TriggerLayout = Omit<Tabs.TriggerProps, 'value'>;

/** One row of tabs that scrolls sideways where the screen is narrow. */
const ROW_LIST: Tabs.ListProps = { overflowX: 'auto', mb: '6' };
const ROW_TRIGGER: TriggerLayout = { flexShrink: '0' };

export interface UrlTabsProps<V extends string> {
  tabs: readonly UrlTab<V>[];
  /**
   * Where opening tab `value` goes, for a page that keeps more than the tab in its URL; by default
   * the same page with only `?tab=value`.
   */
  href?: (value: V) => string;
  /** Opening a tab replaces the current history entry (Back leaves the page), or adds one. */
  history?: 'replace' | 'push';
  /** A tab's content is dropped when another opens, so a form is fresh when its tab opens again. */
  unmountOnExit?: boolean;
  /** The list's and the triggers' layout, in place of one row that scrolls sideways. */
  listProps?: Tabs.ListProps;
  triggerProps?: TriggerLayout;
}

/**
 * Tabs whose open tab is part of the URL (`?tab=`): a link or a reload opens the same tab, an
 * unknown or missing one opens the first. Chakra's tabs give the roles, arrow keys and focus.
 * A tab's content mounts when it first opens.
 */
export function UrlTabs<V extends string>({
  tabs,
  href,
  history = 'replace',
  unmountOnExit = false,
  listProps = ROW_LIST,
  triggerProps = ROW_TRIGGER,
}: UrlTabsProps<V>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const open = openIn(
    tabs.map((tab) => tab.value),
    params,
  );
  const openTab = (value: string) => {
    const tab = tabs.find((candidate) => candidate.value === value);
    if (!tab) return;
    const to = href ? href(tab.value) : `?${new URLSearchParams({ [TAB_PARAM]: tab.value })}`;
    navigate(to, { replace: history === 'replace' });
  };
  return (
    <Tabs.Root
      value={open}
      onValueChange={(details) => openTab(details.value)}
      variant="line"
      colorPalette="brand"
      lazyMount
      unmountOnExit={unmountOnExit}
    >
      <Tabs.List {...listProps}>
        {tabs.map(({ value, label }) => (
          <Tabs.Trigger key={value} value={value} {...triggerProps}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ value, content }) => (
        <Tabs.Content key={value} value={value}>
          {content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
