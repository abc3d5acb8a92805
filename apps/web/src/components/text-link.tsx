import { Link, type LinkProps } from 'react-router';

/** An underlined link in running text; `textLinkLook` for a plain `<a>` (mailto, external). */
export const textLinkLook =
  'font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';

export function TextLink({ className, ...rest }: LinkProps) {
  return <Link {...rest} className={className ? `${textLinkLook} ${className}` : textLinkLook} />;
}
