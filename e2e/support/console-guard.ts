import type { BrowserContext, ConsoleMessage } from '@playwright/test';

/*
 * 'No console errors' (issue 14): what a context's pages print as errors and what they throw. A
 * refused request the test provokes (a 4xx the screen answers) is logged by Chromium as 'Failed to
 * load resource: … status of 4xx' — that is the test's own doing, not a fault of the page.
 */
const PROVOKED_REFUSAL = /^Failed to load resource: the server responded with a status of 4\d\d/;

export function isPageFault(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  return message.type() === 'error' && !PROVOKED_REFUSAL.test(message.text());
}

/** Collects the errors of every page of `context`; read them with the returned function. */
export function guardConsole(context: BrowserContext): () => string[] {
  const faults: string[] = [];
  context.on('console', (message) => {
    if (isPageFault(message)) faults.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  context.on('weberror', (error) => faults.push(`uncaught: ${error.error().message}`));
  return () => [...faults];
}
