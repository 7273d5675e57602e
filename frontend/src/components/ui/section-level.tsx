import { createContext, useContext, type ReactNode } from 'react';

type Level = 2 | 3 | 4 | 5 | 6;

/** A page's h1 is its own; the sections directly under it are titled h2. */
const SectionLevelContext = createContext<Level>(2);

/** The tag of a section title at this depth, so that no heading level is skipped. */
export function useSectionHeading(): `h${Level}` {
  return `h${useContext(SectionLevelContext)}`;
}

/** Its children are sections of the section around them: their titles are one level deeper. */
export function Subsections({ children }: { children: ReactNode }) {
  const level = useContext(SectionLevelContext);
  const deeper = Math.min(level + 1, 6) as Level;
  return <SectionLevelContext.Provider value={deeper}>{children}</SectionLevelContext.Provider>;
}
