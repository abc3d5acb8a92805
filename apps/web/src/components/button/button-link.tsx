import { Link, type LinkProps } from 'react-router';
import { buttonLook, type ButtonVariant } from './button-look';

interface ButtonLinkProps extends LinkProps {
  variant: ButtonVariant;
}

/** A link inside the app that looks like a button. */
export function ButtonLink({ variant, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={buttonLook(variant, className)} />;
}
