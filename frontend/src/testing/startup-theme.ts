let startupOnly = false;

/**
 * Called at the top of a test file: its tests render with the theme as a page has it when it starts,
 * before `completeTheme` has added the recipes of what loads on demand. Every other test file renders
 * with the whole theme (setup-tests.ts).
 */
export function withStartupThemeOnly(): void {
  startupOnly = true;
}

export const startupThemeOnly = (): boolean => startupOnly;
