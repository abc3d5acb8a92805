/*
 * How a business-initiated message goes (issue 18). WhatsApp delivers free-form text only to a
 * number that wrote to the business in the last 24 hours (Meta 131047, Twilio 63016); outside that
 * window only an approved template goes. Sending text outside the window is refused by the provider
 * after the send and hurts the number's quality rating, so without a template it is not tried.
 */

export const CUSTOMER_WINDOW_MS = 24 * 60 * 60 * 1000;

export type MessageForm =
  | { kind: 'text'; body: string }
  | { kind: 'template'; template: string; language: string; bodyParameters: readonly string[] }
  | { kind: 'none'; why: 'outside_window' | 'too_long' };

export interface MessageChoice {
  /** The contact wrote within the last 24 hours. */
  windowOpen: boolean;
  text: string;
  /** The provider's longest free-form body (Meta 4096, Twilio 1600). */
  maxTextLength: number;
  /** The approved template for this kind of message ('' for none) and its parameters. */
  template: string;
  language: string;
  bodyParameters: readonly string[];
}

export function chooseMessageForm(choice: MessageChoice): MessageForm {
  const fits = [...choice.text].length <= choice.maxTextLength;
  if (choice.windowOpen && fits) return { kind: 'text', body: choice.text };
  if (choice.template !== '') {
    return {
      kind: 'template',
      template: choice.template,
      language: choice.language,
      bodyParameters: choice.bodyParameters,
    };
  }
  return { kind: 'none', why: choice.windowOpen ? 'too_long' : 'outside_window' };
}
