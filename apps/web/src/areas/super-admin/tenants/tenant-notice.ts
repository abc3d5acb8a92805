/** What the page says after a row's action (one line above the list). */
export interface TenantNotice {
  tone: 'success' | 'error';
  text: string;
}
